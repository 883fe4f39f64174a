/**
 * What an approval records of its passkey signature (docs/approvals.md): the intent it signed,
 * that intent's digest (the WebAuthn challenge), the passkey and its public key, and the
 * assertion as the authenticator made it. Enough for anyone to verify the approval offline.
 */
export interface SignedApprovalRecord {
  /** The approval intent, as built from the stored records when the approval was made. */
  intent: Record<string, unknown>;
  /** base64url(SHA-256(RFC 8785 JCS(intent))): the challenge the passkey signed. */
  intent_digest: string;
  passkey_id: string;
  credential_id: string;
  /** The passkey's COSE public key, base64url. */
  public_key: string;
  /** base64url, as WebAuthn carries them. */
  assertion: { client_data_json: string; authenticator_data: string; signature: string; user_handle: string | null };
}
