/**
 * Wallet, transfer and address book fixtures (sandbox: custody is simulated there), made with
 * the requests test/integration/transfers-flow.test.ts and address-book.test.ts send.
 */
import { addMember, createMemberApiKey } from '#shared/domain/workspaces/provision.ts';
import type { BenchWorkspace } from '#bench/context.ts';
import { invoke } from '#bench/context/invoke.ts';
import { once, waitUntil } from '#bench/context/once.ts';
import { ENABLED_NETWORKS, FUNDING, randomEvmAddress, ROUTE_BODIES, transferBody } from '#test/support/resources/request-bodies.ts';

export interface WalletFixtures {
  /** The main workspace's treasury wallet, funded with 1,000,000 USDC (confirmed). */
  walletId(): Promise<string>;
  /** That wallet's confirmed sandbox deposit. */
  depositId(): Promise<string>;
  /** The key of a second member who may approve transfers (not the requester: the owner). */
  approverToken(): Promise<string>;
  /** A transfer of the main workspace (waiting for approval). */
  transferId(): Promise<string>;
  /** A new transfer requested by the owner, waiting for approval. */
  freshTransferId(): Promise<string>;
  /** An active, trusted address book entry of the main workspace. */
  entryId(): Promise<string>;
  /** A new active entry (for routes that archive one). */
  freshEntryId(): Promise<string>;
  /** The key of the wallets scratch workspace, where created wallets pile up. */
  walletScratchToken(): Promise<string>;
}

export function walletFixtures(main: BenchWorkspace, scratch: () => Promise<BenchWorkspace>): WalletFixtures {
  const funded = once(async () => {
    const body = ROUTE_BODIES.createWallet('Treasury', ENABLED_NETWORKS);
    const walletId = (await invoke('createWallet', { body }, main.token)).wallet.id as string;
    const deposit = await invoke('createSandboxDeposit', { pathParameters: { walletId }, body: FUNDING }, main.token);
    const depositId = deposit.transaction.id as string;
    // Confirmed by the stack's custody consumer after SANDBOX_SETTLEMENT_DELAY_SECONDS.
    await waitUntil(
      'the treasury deposit to confirm',
      () => invoke('getTransaction', { pathParameters: { transactionId: depositId } }, main.token),
      (data: { transaction: { status: string } }) => data.transaction.status === 'completed',
      60_000,
    );
    return { walletId, depositId };
  });
  const freshTransferId = async () => {
    const body = transferBody((await funded()).walletId);
    return (await invoke('createTransfer', { body }, main.token)).id as string;
  };
  const freshEntryId = async () => {
    const body = ROUTE_BODIES.createAddressBookEntry('Supplier', randomEvmAddress(), 'ethereum');
    return (await invoke('createAddressBookEntry', { body }, main.token)).entry.id as string;
  };
  const approverToken = once(async () => {
    const member = await addMember({ workspaceId: main.workspaceId, email: 'approver@bench.test', displayName: 'Bench approver' });
    const scopes = ['transfers:read', 'transfers:approve'] as const;
    const key = await createMemberApiKey({ workspaceId: main.workspaceId, memberId: member.id, name: 'Approver', scopes: [...scopes], expiresAt: null });
    return key.token;
  });
  return {
    walletId: async () => (await funded()).walletId,
    depositId: async () => (await funded()).depositId,
    approverToken,
    transferId: once(freshTransferId),
    freshTransferId,
    entryId: once(freshEntryId),
    freshEntryId,
    walletScratchToken: async () => (await scratch()).token,
  };
}
