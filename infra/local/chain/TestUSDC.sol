// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title A stand-in for USDC on the local chain: same name shape and 6 decimals, no owner.
/// @notice Test token only. Anyone can mint, and anyone can block an account so that tests can
/// make a real transfer revert on chain (the failure path of a send) without mocking anything.
contract TestUSDC is ERC20 {
    /// @notice Reason string of every revert caused by a blocked account; tests match on it.
    string public constant BLOCKED_REASON = "TestUSDC: account blocked";

    /// @notice Accounts whose transfers (sent or received, mints included) revert.
    mapping(address account => bool) public blocked;

    event Blocked(address indexed account, bool isBlocked);

    constructor() ERC20("USD Coin (test)", "USDC") {}

    /// @dev USDC's own precision, so amounts in the API's integer strings mean the same here.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Open to anyone: a faucet for the local chain.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice Makes every later transfer from or to `account` revert with BLOCKED_REASON.
    function blockAccount(address account) external {
        blocked[account] = true;
        emit Blocked(account, true);
    }

    function unblockAccount(address account) external {
        blocked[account] = false;
        emit Blocked(account, false);
    }

    /// @dev Every balance change (transfer, transferFrom, mint, burn) passes here, so one check
    /// covers them all. A revert string rather than a custom error, so any client shows the reason.
    function _update(address from, address to, uint256 value) internal override {
        require(!blocked[from] && !blocked[to], BLOCKED_REASON);
        super._update(from, to, value);
    }
}
