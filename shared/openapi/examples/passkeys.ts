import { ids } from '#shared/openapi/examples/values.ts';
/** WebAuthn examples shared by the enrolment, sign-in and approval routes (docs/members.md, Passkeys). */

export const registrationResponseExample = {
  id: 'mW5t2r0X0Bq4Ey8rVQn3Zc1uJ6gK9pLhT7sD2fA4bNw',
  rawId: 'mW5t2r0X0Bq4Ey8rVQn3Zc1uJ6gK9pLhT7sD2fA4bNw',
  type: 'public-key' as const,
  response: {
    clientDataJSON:
      'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiM3FfR1pNX3dQN2lLYXhRdVJ0OU1sVzBjWWU1Qm5ZZnMyRGpIb1Z1Y2tBNCIsIm9yaWdpbiI6Imh0dHBzOi8vYXBpLmV4YW1wbGUuY29tIiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ',
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjESZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2NFAAAAAA',
    transports: ['internal' as const],
  },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
};

export const authenticationResponseExample = {
  id: 'mW5t2r0X0Bq4Ey8rVQn3Zc1uJ6gK9pLhT7sD2fA4bNw',
  rawId: 'mW5t2r0X0Bq4Ey8rVQn3Zc1uJ6gK9pLhT7sD2fA4bNw',
  type: 'public-key' as const,
  response: {
    clientDataJSON:
      'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiWjd3a1ZmRjNxOGhNMG5SMmNKNXRZOWJYMWVMNGdBNnVQM3NEMGlLN29UcyIsIm9yaWdpbiI6Imh0dHBzOi8vYXBpLmV4YW1wbGUuY29tIiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAw',
    signature: 'MEUCIQDx8kq2r0Vb1qYxQm9d3uL5Zp6tW4sN7aB2cE8fG1hJ0wIgT3nK5yP9vR2mC7xL4bQ8wE1sA6dF0gH3jU5iO9pZkYc',
    userHandle: 'q3V9sTt1bW2eX7yZ0aC4dQ',
  },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
};

export const creationOptionsExample = {
  rp: { name: 'Workspace Wallet', id: 'api.example.com' },
  user: { id: 'q3V9sTt1bW2eX7yZ0aC4dQ', name: 'grace@example.com', displayName: 'Grace Hopper' },
  challenge: '3q_GZM_wP7iKaxQuRt9MlW0cYe5BnYfs2DjHoVuckA4',
  pubKeyCredParams: [
    { alg: -7, type: 'public-key' as const },
    { alg: -8, type: 'public-key' as const },
    { alg: -257, type: 'public-key' as const },
  ],
  timeout: 120000,
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required' as const, requireResidentKey: true as const, userVerification: 'required' as const },
  attestation: 'none' as const,
  extensions: { credProps: true as const },
  hints: [] as string[],
};

export const requestOptionsExample = {
  challenge: 'Z7wkVfF3q8hM0nR2cJ5tY9bX1eL4gA6uP3sD0iK7oTs',
  timeout: 120000,
  rpId: 'api.example.com',
  allowCredentials: [],
  userVerification: 'required' as const,
};

const intentOptions = (challenge: string) => ({
  challenge,
  timeout: 120000,
  rpId: 'api.example.com',
  allowCredentials: [{ id: registrationResponseExample.id, type: 'public-key' as const, transports: ['internal'] }],
  userVerification: 'required' as const,
});

export const transferIntentExample = {
  intent: {
    version: 1,
    action: 'transfer.approve',
    workspace_id: ids.workspace,
    environment: 'sandbox',
    transfer_id: ids.transfer,
    amount: '2500000',
    asset: 'USDC',
    network: 'ethereum',
    destination: { address: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359', label: 'Treasury cold wallet' },
    purpose: null,
    policy_version: 7,
    approver_member_id: ids.approver,
    nonce: 'W0p3cXb9sE4kLm2Qv7Ry1A',
    expires_at: '2026-05-04T10:20:00.000Z',
  },
  intent_digest: 'yJ3x0m1cQw8rT5vB2nK7pL4sD9fG6hA1eZ3uV0iO8bE',
  options: intentOptions('yJ3x0m1cQw8rT5vB2nK7pL4sD9fG6hA1eZ3uV0iO8bE'),
};

export const settingChangeIntentExample = {
  intent: {
    version: 1,
    action: 'setting_change.approve',
    workspace_id: ids.workspace,
    environment: 'sandbox',
    setting_change_id: ids.settingChange,
    setting: 'transfer_approvals',
    difference: {
      approval_required: { from: true, to: true },
      required_approvals: { from: 2, to: 1 },
      passkey_required: { from: true, to: true },
    },
    proposed_value: { approval_required: true, required_approvals: 1, passkey_required: true },
    based_on_version: 4,
    approver_member_id: ids.approver,
    nonce: 'Hq8uT2vN5cX1bM7rL0pK3w',
    expires_at: '2026-05-04T11:21:40.000Z',
  },
  intent_digest: 'Pq4nB8vC1xZ6mL3kJ9hG2fD5sA0wE7rT4yU1iO6pQ2c',
  options: intentOptions('Pq4nB8vC1xZ6mL3kJ9hG2fD5sA0wE7rT4yU1iO6pQ2c'),
};
