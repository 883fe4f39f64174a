"""
The local stack's KMS for asymmetric keys: moto's KMS, served over HTTP on 127.0.0.1, with one
test-time shim. moto creates ECC_SECG_P256K1 keys and signs with them, but its Sign and Verify
ignore `MessageType: DIGEST`: they hash the 32 bytes they are given again, so a signature made
over a transaction's keccak hash would not recover the key's address. Real KMS signs a DIGEST
message as it is. The shim gives moto that behaviour, as an open upstream pull request does:
a DIGEST message must have the algorithm's digest length and is signed (or verified) prehashed.
RAW messages are untouched. docs/live-custody.md names the pull request and says what this
proves and what only a real KMS can.

Usage: python3 moto_kms.py <port>
Prints `moto-kms ready <port>` once it serves, and exits when its standard input closes (the
stack that spawned it is gone) or on SIGTERM/SIGINT.
"""

import signal
import sys
import threading

# Exit status 3 with one line on stderr: what to install (infra/local/kms/moto.ts reports it).
MISSING = 3

try:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives.asymmetric.utils import Prehashed
    from cryptography.hazmat.primitives import hashes

    from moto.kms import responses as kms_responses
    from moto.kms import utils as kms_utils
    from moto.kms.exceptions import ValidationException
    from moto.moto_server.werkzeug_app import create_backend_app
    from werkzeug.serving import make_server
except ImportError as error:
    print(f"moto's server is not importable by {sys.executable} ({error})", file=sys.stderr)
    sys.exit(MISSING)

# The shim replaces these by name: a moto that renamed them would sign DIGEST messages hashed twice.
if not all(hasattr(kms_utils, n) for n in ("ECDSAPrivateKey", "RSAPrivateKey", "validate_signing_algorithm")) or not all(
    hasattr(kms_responses.KmsResponse, n) for n in ("sign", "verify", "_get_param")
):
    print("this moto's KMS does not have the functions the DIGEST shim patches (moto 5.2 or newer has them)", file=sys.stderr)
    sys.exit(MISSING)

# The MessageType of the request being answered, for the key's sign/verify below: moto's backend
# methods take no MessageType, and the server answers each request on its own thread.
_request = threading.local()

_DIGEST_ALGORITHMS = {
    "ECDSA_SHA_256": hashes.SHA256(),
    "ECDSA_SHA_384": hashes.SHA384(),
    "ECDSA_SHA_512": hashes.SHA512(),
}


def _message_type(response) -> str:
    message_type = response._get_param("MessageType") or "RAW"
    if message_type not in ("RAW", "DIGEST"):
        raise ValidationException(
            f"1 validation error detected: Value '{message_type}' at 'messageType' failed to satisfy "
            "constraint: Member must satisfy enum value set: [DIGEST, RAW]"
        )
    return message_type


def _with_message_type(operation):
    def answer(self):
        _request.message_type = _message_type(self)
        try:
            return operation(self)
        finally:
            _request.message_type = "RAW"

    return answer


def _digest_algorithm(message: bytes, signing_algorithm: str):
    algorithm = _DIGEST_ALGORITHMS.get(signing_algorithm)
    if algorithm is None:
        raise ValidationException(f"MessageType DIGEST is served locally for ECDSA keys only, not {signing_algorithm}.")
    if len(message) != algorithm.digest_size:
        raise ValidationException(f"Digest is invalid length for algorithm {signing_algorithm}.")
    return algorithm


_original_sign = kms_utils.ECDSAPrivateKey.sign
_original_verify = kms_utils.ECDSAPrivateKey.verify


def _sign(self, message: bytes, signing_algorithm: str) -> bytes:
    if getattr(_request, "message_type", "RAW") != "DIGEST":
        return _original_sign(self, message, signing_algorithm)
    kms_utils.validate_signing_algorithm(signing_algorithm, self.valid_signing_algorithms)
    algorithm = _digest_algorithm(message, signing_algorithm)
    return self.private_key.sign(message, ec.ECDSA(Prehashed(algorithm)))


def _verify(self, message: bytes, signature: bytes, signing_algorithm: str) -> bool:
    if getattr(_request, "message_type", "RAW") != "DIGEST":
        return _original_verify(self, message, signature, signing_algorithm)
    kms_utils.validate_signing_algorithm(signing_algorithm, self.valid_signing_algorithms)
    algorithm = _digest_algorithm(message, signing_algorithm)
    try:
        self.private_key.public_key().verify(signature, message, ec.ECDSA(Prehashed(algorithm)))
        return True
    except InvalidSignature:
        return False


def _reject_digest_for_other_keys(cls):
    # RSA keys keep moto's behaviour for RAW; a DIGEST request for them is refused rather than
    # silently hashed twice.
    original_sign, original_verify = cls.sign, cls.verify

    def sign(self, message, signing_algorithm):
        if getattr(_request, "message_type", "RAW") == "DIGEST":
            raise ValidationException("MessageType DIGEST is served locally for ECDSA keys only.")
        return original_sign(self, message, signing_algorithm)

    def verify(self, message, signature, signing_algorithm):
        if getattr(_request, "message_type", "RAW") == "DIGEST":
            raise ValidationException("MessageType DIGEST is served locally for ECDSA keys only.")
        return original_verify(self, message, signature, signing_algorithm)

    cls.sign, cls.verify = sign, verify


def apply_digest_shim() -> None:
    kms_utils.ECDSAPrivateKey.sign = _sign
    kms_utils.ECDSAPrivateKey.verify = _verify
    _reject_digest_for_other_keys(kms_utils.RSAPrivateKey)
    kms_responses.KmsResponse.sign = _with_message_type(kms_responses.KmsResponse.sign)
    kms_responses.KmsResponse.verify = _with_message_type(kms_responses.KmsResponse.verify)


def main() -> None:
    port = int(sys.argv[1])
    apply_digest_shim()
    # KMS alone: every request is a KMS request whatever its signature says, so the stand-in can
    # forward the SDK's requests as they are.
    server = make_server("127.0.0.1", port, create_backend_app("kms"), threaded=True)

    def stop(*_args) -> None:
        threading.Thread(target=server.shutdown, daemon=True).start()

    def stop_when_parent_goes() -> None:
        sys.stdin.read()
        stop()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    threading.Thread(target=stop_when_parent_goes, daemon=True).start()
    print(f"moto-kms ready {port}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
