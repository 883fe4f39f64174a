/**
 * Generated from the OpenAPI document by npm run openapi (infra/openapi/sdk.ts). Do not edit:
 * test/unit/openapi-artifacts.test.ts fails when this file is not what the document gives.
 */
/* eslint-disable */
export interface paths {
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description List the workspace's API keys, newest first.
         *
         *     Needs an API key with the `api_keys:read` scope, or a console session whose member holds it.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Create an API key; the secret is returned once, in data.token.
         *
         *     The new key stays within the calling key: scopes it holds, environments it serves (default: all of them) and an expiry no later than its own (default: its own). It is revoked with the calling key. At most 100 active keys per workspace (409 `limit_exceeded`). With an idempotency key, a replay answers with the key made first and `token: null`: the token is shown once and stored only as a hash. Keys are workspace-wide, and so are their idempotency keys (whatever `environment` the request names).
         *
         *     Needs an API key with the `api_keys:write` scope, or a console session whose member holds it.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API key
         * @description Read one API key (never its secret).
         *
         *     Needs an API key with the `api_keys:read` scope.
         */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{apiKeyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description Revoke an API key: refused at once by writes, within about a second by reads.
         *
         *     Revokes the key and every key minted under it, recursively; the calling key must hold every scope and environment of the key (403 `forbidden` otherwise). Once this answers, routes that change something (and the ramp payment reads, which settle payments as they read) refuse those keys from their very next request. Read-only routes look a key up with an eventually consistent read and may still accept it for up to about a second.
         *
         *     Needs an API key with the `api_keys:write` scope, or a console session whose member holds it.
         */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description List the workspace's members, oldest first (the owner first), removed ones included.
         *
         *     Needs an API key with the `workspace:read` scope, or a console session whose member holds it.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a member
         * @description Read one member: status, scopes, whether they can approve, their keys and when they were last seen.
         *
         *     Needs an API key with the `workspace:read` scope.
         */
        get: operations["getMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member
         * @description Remove a member: their keys (and every key minted under them) are revoked at once; a member who can approve waits for another member's approval.
         *
         *     Adding or removing a member who can approve waits for another member whenever a member other than the requester can approve (202 with `pending_change`, a member change decided with `POST /v1/member-changes/{memberChangeId}/approve`). The member's removal and the revocation of their keys are one transaction. The owner cannot be removed (403 `forbidden`); a removed member is 409 `invalid_state_transition`.
         *
         *     Needs an API key with the `workspace:write` scope.
         */
        post: operations["removeMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations
         * @description List the workspace's invitations, newest first (never their tokens).
         *
         *     Needs an API key with the `workspace:read` scope, or a console session whose member holds it.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite a member
         * @description Invite a member: a one-time, expiring enrolment link whose token is shown once, in data.token.
         *
         *     The invitation grants scopes within the calling key's own (403 `forbidden` otherwise). Adding or removing a member who can approve waits for another member whenever a member other than the requester can approve (202 with `pending_change`, a member change decided with `POST /v1/member-changes/{memberChangeId}/approve`). Such an invitation is created `pending_approval` and its token is refused until the change is approved. An email already used by a member of the workspace is 409 `conflict`. With an idempotency key, a replay answers with the invitation made first and `token` and `enrolment_url` null: the token is shown once and stored only as a hash. Members are workspace-wide, and so are their invitations' idempotency keys (whatever `environment` the request names).
         *
         *     Needs an API key with the `workspace:write` scope, or a console session whose member holds it.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/invitations/{invitationId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an invitation
         * @description Revoke an unused invitation: its token is refused from the next request; a member change it waits for is cancelled.
         *
         *     Needs an API key with the `workspace:write` scope, or a console session whose member holds it.
         */
        post: operations["revokeInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/enrolment/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get passkey registration options for an invitation
         * @description Registration options for the invitee's first passkey (WebAuthn): a single-use challenge bound to the invitation.
         *
         *     Authenticated by the invitation token in the body. The answer is a PublicKeyCredentialCreationOptionsJSON for `navigator.credentials.create` (resident key and user verification required, attestation `none`); its challenge is stored hashed, works once, for 5 minutes, and only for this invitation. Each request counts against its source address's budget of unauthenticated attempts (429).
         *
         *     Public: no API key needed.
         */
        post: operations["enrolmentOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol with an invitation
         * @description Use an invitation: makes the member and a key acting for them; the key's secret is returned once, in data.token.
         *
         *     Authenticated by the invitation token in the body, not by an API key. The token works once (of two requests with it, one enrols and the other is 409 `conflict`); an unknown token is 401 `unauthenticated`, a used, revoked, expired or not yet approved one 409 `invalid_state_transition`. With `passkey`, the registration must answer a challenge of `POST /v1/members/enrolment/options` for this token, with user verification; the passkey is stored in the same transaction and its challenge used up. A passkey refused is 401 `unauthenticated` with `details.reason` (`challenge_unknown`, `user_not_verified`, `credential_exists`, `verification_failed`), and nothing is enrolled.
         *
         *     Public: no API key needed.
         */
        post: operations["enrolMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/member-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List member changes
         * @description List member changes (approvers added or removed) waiting for or decided by another member, newest first.
         *
         *     Needs an API key with the `workspace:read` scope, or a console session whose member holds it.
         */
        get: operations["listMemberChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/member-changes/{memberChangeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a member change
         * @description Read one member change: who it is about, who asked, its approvals and expiry.
         *
         *     Needs an API key with the `workspace:read` scope.
         */
        get: operations["getMemberChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/member-changes/{memberChangeId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a member change
         * @description Approve a member change (a member other than the requester): an invitation opens, a removal is applied and its keys revoked, a passkey removal removes the passkey.
         *
         *     Counted by member, never by key, as for setting changes: the requester cannot approve (403 `requester_cannot_approve`), nor can the invitee or a member with the invitation's email (403 `forbidden`). A change that is no longer pending, or is past `expires_at`, is 409 `invalid_state_transition`, as is a passkey removal whose passkey was removed meanwhile (`details.status` `removed`).
         *
         *     Needs an API key with the `workspace:approve` scope, or a console session whose member holds it.
         */
        post: operations["approveMemberChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/member-changes/{memberChangeId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a member change
         * @description Reject a member change (a member other than the requester); a rejected invitation is revoked.
         *
         *     Needs an API key with the `workspace:approve` scope, or a console session whose member holds it.
         */
        post: operations["rejectMemberChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List passkeys
         * @description List the members' passkeys (or one member's, `member_id`), oldest first: never a public key or a counter.
         *
         *     A removed member's passkeys stay listed (they sign nothing in: the member is refused) until a member removes them. `credential_id` is not a secret: browsers send it with every assertion.
         *
         *     Needs an API key with the `workspace:read` scope, or a console session whose member holds it.
         */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Add a passkey
         * @description Add a passkey to the session's own member, registered over the options of `POST /v1/passkeys/registration-options`.
         *
         *     Authenticated by the console session cookie alone, never by an API key. The registration must answer a challenge handed out to this member, with user verification; the passkey, its credential id (unique in the workspace) and the use of the challenge are one transaction. A registration refused is 401 `unauthenticated` with `details.reason` (`challenge_unknown`, `user_not_verified`, `credential_exists`, `verification_failed`) and adds nothing. At most 10 passkeys per member, counted in the same transaction: one more is 409 `limit_exceeded` (`details.resource` `passkeys`).
         *
         *     Needs a console session; API keys are refused.
         */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/passkeys/registration-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get options to add a passkey
         * @description Registration options (WebAuthn) for another passkey of the session's member: a single-use challenge bound to them.
         *
         *     Authenticated by the console session cookie alone, never by an API key: a key that could add a passkey would let one stolen credential satisfy `passkey_required`. The answer is a PublicKeyCredentialCreationOptionsJSON for `navigator.credentials.create` (resident key and user verification required, attestation `none`, `excludeCredentials` the member's passkeys); its challenge is stored hashed, works once, for 5 minutes, and only for this member. A member holding 10 passkeys already (the cap) is refused here, 409 `limit_exceeded` with `details: { limit: 10, resource: "passkeys" }`, before the browser makes a credential.
         *
         *     Needs a console session; API keys are refused.
         */
        post: operations["createPasskeyRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/passkeys/{passkeyId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a passkey
         * @description Remove a passkey: by a console session of its member signed in with another of their passkeys, or by a second member (held for approval when an approver's approvals need it).
         *
         *     Allowed to (a) a console session of the passkey's own member signed in with another of their passkeys, or (b) any key or session of another member holding `workspace:write`. Refused with 403 `forbidden` and `details.reason`: `own_api_key` (the member's own API key: one stolen key must not take a member's passkeys), `signing_passkey` (the session was signed in with this passkey), `session_without_passkey`, or `details.required_scope` for a second member without `workspace:write`. The passkey and its credential id go in one transaction, conditional on both being there and, in case (a), on the session's passkey still being registered: of two sessions removing each other's passkey at once, one succeeds and the other is 401 (its own passkey was removed). The sessions signed in with the removed passkey end at once (`session_passkey_removed`). Where the passkey's member can approve and `passkey_required` is on in either environment, a second member's removal waits for another member's approval like the removal of an approver (202 with `pending_change`, a member change of kind `passkey_removal` decided with `POST /v1/member-changes/{memberChangeId}/approve`, which removes the passkey; the passkey's member may approve it); 409 `conflict` when the members or the approval settings kept changing while it was decided.
         *
         *     Needs an API key, with any scopes.
         */
        post: operations["removePasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get your workspace
         * @description Read your workspace, its environments' settings and your API key.
         *
         *     The workspace the calling key belongs to (`id`, `name`), a summary of the settings of each environment the key serves (enabled networks, the size of the transfer policy's lists, the approval requirement, each with its version), and the calling key's own `scopes`, `environments` and `expires_at`. Any valid key may read it, whatever its scopes: it tells a key nothing about the workspace's resources, and it is how an integrator learns its workspace id. Like every route it is called in one environment (`sandbox` unless `environment` names another), which the key must serve; the answer covers every environment the key serves.
         *
         *     Needs an API key, with any scopes.
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Read the workspace's audit log, newest first: who created or revoked keys, invited or removed members, changed settings, signed in to the console, and what the operator CLI did.
         *
         *     One record per act that grants or redirects access or changes a money control, written when the act is (docs/api.md, Audit log), and the operator CLI's records of the changes it made to the workspace. Workspace-wide: records of both environments, each naming its own (`environment`, null for workspace-wide acts). Needs the `*` scope: the log names every area's acts. Identity lookups are not in it (they are audited in the service log only, with a masked number).
         *
         *     Needs an API key with the `*` scope, or a console session whose member holds it.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/transfer-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the transfer policy
         * @description Read the transfer policy of the environment.
         *
         *     Needs an API key with the `workspace:read` scope, or a console session whose member holds it.
         */
        get: operations["getTransferPolicy"];
        /**
         * Replace the transfer policy
         * @description Replace the transfer policy of the environment (optionally conditional on If-Match); a loosening waits for another member.
         *
         *     PUT replaces both lists (send `[]` to clear one). Addresses must be valid on a supported network; they are stored canonical and de-duplicated, and an address in both lists is refused.
         *
         *     Loosening the policy means adding an address to a non-empty allow-list, emptying the allow-list, or removing an address from the block-list. In an environment whose approval setting requires approvals, a value that loosens the stored one is not written: the answer is 202 with `pending_change`, a setting change that other members approve (`POST /v1/workspace/setting-changes/{changeId}/approve`, scope `workspace:approve`), and the stored value unchanged. A request that tightens one part and loosens another is held back whole. Anything else is written at once (200, `pending_change: null`).
         *
         *     Needs an API key with the `workspace:write` scope.
         */
        put: operations["putTransferPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get enabled networks
         * @description Read the enabled networks of the environment and the supported catalogue.
         *
         *     Needs an API key with the `workspace:read` scope.
         */
        get: operations["getNetworks"];
        /**
         * Replace enabled networks
         * @description Replace the enabled networks of the environment.
         *
         *     Needs an API key with the `workspace:write` scope.
         */
        put: operations["putNetworks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/transfer-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the approval requirement
         * @description Read whether transfers need approval in this environment, and by how many members.
         *
         *     Needs an API key with the `workspace:read` scope, or a console session whose member holds it.
         */
        get: operations["getTransferApprovals"];
        /**
         * Replace the approval requirement
         * @description Replace the approval requirement of the environment (optionally conditional on If-Match); a loosening waits for another member.
         *
         *     Loosening the requirement means turning approval off or lowering `required_approvals`. In an environment whose approval setting requires approvals, a value that loosens the stored one is not written: the answer is 202 with `pending_change`, a setting change that other members approve (`POST /v1/workspace/setting-changes/{changeId}/approve`, scope `workspace:approve`), and the stored value unchanged. A request that tightens one part and loosens another is held back whole. Anything else is written at once (200, `pending_change: null`).
         *
         *     Needs an API key with the `workspace:write` scope.
         */
        put: operations["putTransferApprovals"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/setting-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List setting changes
         * @description List setting changes waiting for (or decided by) another member, newest first; filter by status and setting.
         *
         *     Needs an API key with the `workspace:read` scope, or a console session whose member holds it.
         */
        get: operations["listSettingChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/setting-changes/{changeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a setting change
         * @description Read one setting change: who asked, the exact difference, its approvals and expiry.
         *
         *     Needs an API key with the `workspace:read` scope.
         */
        get: operations["getSettingChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/setting-changes/{changeId}/approval-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a setting change's approval intent to sign
         * @description The approval intent of a setting change for the calling member: what they approve, its digest, and WebAuthn options to sign it with a passkey.
         *
         *     As for transfers (`POST /v1/transfers/{activityId}/approval-intent`), with `action` `setting_change.approve` and the change's setting, difference, proposed value and version. A change no longer pending (or past its expiry) is 409 `invalid_state_transition`; the requester is 403 `requester_cannot_approve`; a member who approved already, or has no passkey, 409 `conflict` (docs/approvals.md).
         *
         *     Needs an API key with the `workspace:approve` scope, or a console session whose member holds it.
         */
        post: operations["createSettingChangeApprovalIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/setting-changes/{changeId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a setting change
         * @description Approve a setting change (a member other than the requester); the last approval needed applies it.
         *
         *     Approvals are counted by member, never by key: the requester cannot approve (403 `requester_cannot_approve`) and each other member approves once (409 `conflict`, `details.reason: "already_approved"`). The last approval needed writes the proposed value, only if the setting is still at `based_on_version`; a change whose setting was written since is marked `superseded` and refused, as is an expired one (409 `invalid_state_transition`). The body may carry `assertion`: a passkey's assertion (AuthenticationResponseJSON) over the approval intent of `POST …/approval-intent`, whose challenge is the intent's digest. The server builds the intent again from the stored record, requires the same digest, verifies the assertion with the approver's own passkey and uses the intent's nonce up in the approval's transaction; the intent, its digest and the assertion are stored with the approval (`approvals[].signed`). Where `passkey_required` is on (`PUT /v1/workspace/transfer-approvals`), an approval without a valid assertion is 403 `passkey_required` and changes nothing; a refused assertion is 403 `passkey_required` (`details.reason`) either way.
         *
         *     Needs an API key with the `workspace:approve` scope, or a console session whose member holds it.
         */
        post: operations["approveSettingChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/setting-changes/{changeId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a setting change
         * @description Reject a setting change waiting for approval (a member other than the requester); the setting stays as it is.
         *
         *     Needs an API key with the `workspace:approve` scope, or a console session whose member holds it.
         */
        post: operations["rejectSettingChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description List the webhooks of the environment, newest first.
         *
         *     Needs an API key with the `webhooks:read` scope, or a console session whose member holds it.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Create a webhook; the signing secret is returned once, in data.signing_secret.
         *
         *     Besides `webhooks:write`, the key needs the read scope of every event type subscribed to (docs/api.md, Webhooks: `webhook.*` webhooks:read, `transfer.*` transfers:read, `transaction.*` wallets:read, `ramp.payment.*` ramp:read, `workspace.setting_change.*` workspace:read, `*` all of them; events:read stands in for any); otherwise 403 `forbidden` with `details.missing_scopes`. At most 16 webhooks per workspace and environment (409 `limit_exceeded`). With an idempotency key, a replay answers with the webhook made first and `signing_secret: null`: the secret is shown once.
         *
         *     Needs an API key with the `webhooks:write` scope.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description Read one webhook (never its secret).
         *
         *     Needs an API key with the `webhooks:read` scope.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Delete a webhook; its pending deliveries are canceled.
         *
         *     Needs an API key with the `webhooks:write` scope.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Change a webhook’s name, URL or event types.
         *
         *     A new URL or new event types need, besides `webhooks:write`, the read scope of every event type the webhook carries before and after the change (see createWebhook); a name alone needs nothing more. Otherwise 403 `forbidden` with `details.missing_scopes`.
         *
         *     Needs an API key with the `webhooks:write` scope.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a webhook
         * @description Stop deliveries to a webhook, keeping its configuration.
         *
         *     Needs an API key with the `webhooks:write` scope.
         */
        post: operations["disableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a webhook
         * @description Resume deliveries to a disabled webhook.
         *
         *     Needs an API key with the `webhooks:write` scope.
         */
        post: operations["enableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a signing secret
         * @description Replace the signing secret at once; the new one is returned once.
         *
         *     Besides `webhooks:write`, needs the read scope of every event type the webhook carries (see createWebhook): the secret signs them all. Otherwise 403 `forbidden` with `details.missing_scopes`.
         *
         *     Needs an API key with the `webhooks:write` scope, or a console session whose member holds it.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Send a webhook.test event to this webhook only.
         *
         *     Needs an API key with the `webhooks:write` scope, or a console session whose member holds it.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries
         * @description List delivery attempts to this webhook, newest first.
         *
         *     Needs an API key with the `webhooks:read` scope, or a console session whose member holds it.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a delivery
         * @description Send a delivery again, with a fresh retry schedule.
         *
         *     Besides `webhooks:write`, needs the read scope of the delivery's event type and of every type the webhook carries (see createWebhook). Otherwise 403 `forbidden` with `details.missing_scopes`.
         *
         *     Needs an API key with the `webhooks:write` scope, or a console session whose member holds it.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description List events, newest first; filter by type, created range and undelivered.
         *
         *     Needs an API key with the `events:read` scope, or a console session whose member holds it.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description Read one event.
         *
         *     Needs an API key with the `events:read` scope.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallets
         * @description List the wallets of the environment, newest first.
         *
         *     Needs an API key with the `wallets:read` scope, or a console session whose member holds it.
         */
        get: operations["listWallets"];
        put?: never;
        /**
         * Create a wallet
         * @description Create a custodial wallet with one account per named network (each enabled for the workspace).
         *
         *     At most 1,000 wallets per workspace and environment, and at most 100 live wallets created per workspace and clock hour (409 `limit_exceeded`, `details.resource` `wallets` or `live_wallets_per_hour`, the latter with `Retry-After`). Wallets cannot be deleted, so a place is never given back. In live each wallet is one AWS KMS key: send an `idempotency_key`, so that a retry after a failure reuses the key an earlier attempt made (docs/live-custody.md).
         *
         *     Needs an API key with the `wallets:write` scope.
         */
        post: operations["createWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets/{walletId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet
         * @description Read one wallet with its accounts.
         *
         *     Needs an API key with the `wallets:read` scope.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets/{walletId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a wallet's transactions
         * @description List a wallet's transactions, newest first; filter by type, status, network, asset and created range.
         *
         *     Needs an API key with the `wallets:read` scope, or a console session whose member holds it.
         */
        get: operations["listWalletTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get balances
         * @description Balances per wallet account, and workspace totals per asset.
         *
         *     Needs an API key with the `wallets:read` scope, or a console session whose member holds it.
         */
        get: operations["getBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a transaction
         * @description Read one wallet transaction and the transfer that made it (null for a deposit).
         *
         *     Needs an API key with the `wallets:read` scope.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/wallets/{walletId}/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fund a sandbox wallet
         * @description Fund a sandbox wallet: an inbound transaction that confirms after a short delay.
         *
         *     Needs an API key with the `wallets:write` scope.
         */
        post: operations["createSandboxDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfers
         * @description List transfers, newest first; filter by approval_state, status, wallet_id and network_code.
         *
         *     Needs an API key with the `transfers:read` scope, or a console session whose member holds it.
         */
        get: operations["listTransfers"];
        put?: never;
        /**
         * Create a transfer
         * @description Request a transfer out of a wallet (reserving the amount), or evaluate one with dry_run (200).
         *
         *     Needs an API key with the `transfers:write` scope.
         */
        post: operations["createTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a transfer
         * @description Read one transfer by its activity id.
         *
         *     Needs an API key with the `transfers:read` scope, or a console session whose member holds it.
         */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{activityId}/approval-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a transfer's approval intent to sign
         * @description The approval intent of a transfer for the calling member: what they approve, its digest, and WebAuthn options to sign it with a passkey.
         *
         *     `intent` is the canonical object (RFC 8785) the approver is shown, built from the stored transfer: amount, asset, network, destination with its address book label, purpose (a ramp payment's beneficiary and fiat amount), policy version, the approver, a single-use nonce and an expiry 5 minutes ahead. `intent_digest` is base64url(SHA-256(JCS(intent))), and `options.challenge` is that digest; `options.allowCredentials` lists the member's passkeys. A transfer not waiting for approval is 409 `invalid_state_transition`; the requester is 403 `requester_cannot_approve`; a member who approved already, or has no passkey, 409 `conflict` (docs/approvals.md).
         *
         *     Needs an API key with the `transfers:approve` scope, or a console session whose member holds it.
         */
        post: operations["createTransferApprovalIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{activityId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a transfer
         * @description Approve a transfer (another member than the requester); the last approval needed releases it to custody.
         *
         *     The body may carry `assertion`: a passkey's assertion (AuthenticationResponseJSON) over the approval intent of `POST …/approval-intent`, whose challenge is the intent's digest. The server builds the intent again from the stored record, requires the same digest, verifies the assertion with the approver's own passkey and uses the intent's nonce up in the approval's transaction; the intent, its digest and the assertion are stored with the approval (`approvals[].signed`). Where `passkey_required` is on (`PUT /v1/workspace/transfer-approvals`), an approval without a valid assertion is 403 `passkey_required` and changes nothing; a refused assertion is 403 `passkey_required` (`details.reason`) either way.
         *
         *     Needs an API key with the `transfers:approve` scope, or a console session whose member holds it.
         */
        post: operations["approveTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{activityId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a transfer
         * @description Reject a transfer waiting for approval; its reservation is released.
         *
         *     Needs an API key with the `transfers:approve` scope, or a console session whose member holds it.
         */
        post: operations["rejectTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{activityId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a transfer
         * @description Cancel a transfer waiting for approval; its reservation is released.
         *
         *     Needs an API key with the `transfers:write` scope.
         */
        post: operations["cancelTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/address-book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List address book entries
         * @description List address book entries, newest first; filter by network_code and status.
         *
         *     Needs an API key with the `address_book:read` scope, or a console session whose member holds it.
         */
        get: operations["listAddressBook"];
        put?: never;
        /**
         * Add an address
         * @description Add a destination address, validated and normalised for its network; one active entry per network and address.
         *
         *     Needs an API key with the `address_book:write` scope.
         */
        post: operations["createAddressBookEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/address-book/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an address book entry
         * @description Read one address book entry.
         *
         *     Needs an API key with the `address_book:read` scope.
         */
        get: operations["getAddressBookEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an address book entry
         * @description Change an active entry's label, asset, notes or trust status.
         *
         *     Needs an API key with the `address_book:write` scope.
         */
        patch: operations["updateAddressBookEntry"];
        trace?: never;
    };
    "/v1/address-book/{entryId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive an address book entry
         * @description Archive an entry: it frees its address and can no longer be a transfer destination.
         *
         *     Needs an API key with the `address_book:write` scope.
         */
        post: operations["archiveAddressBookEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List providers
         * @description **Beta**: this route may change. Its responses report the provider-network mode in `X-Service-Provider-Network-Mode`.
         *
         *     List the providers of the environment, filtered by country, currency, rail or payout method and status.
         *
         *     Needs an API key with the `ramp:read` scope.
         */
        get: operations["listProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providers/{providerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a provider
         * @description **Beta**: this route may change. Its responses report the provider-network mode in `X-Service-Provider-Network-Mode`.
         *
         *     Read one provider by its opaque id or its code.
         *
         *     Needs an API key with the `ramp:read` scope.
         */
        get: operations["getProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ramp/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ramp payments
         * @description List ramp payments, newest first, filtered by status, direction, rail and created range.
         *
         *     Needs an API key with the `ramp:read` scope, or a console session whose member holds it.
         */
        get: operations["listRampPayments"];
        put?: never;
        /**
         * Create a ramp payment
         * @description Create a ramp payment without a quote; the service selects the provider. Idempotent on idempotency_key; evaluate one with dry_run (200).
         *
         *     Needs an API key with the `ramp:write` scope.
         */
        post: operations["createRampPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ramp/payments/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a ramp payment
         * @description Read one ramp payment.
         *
         *     Needs an API key with the `ramp:read` scope.
         */
        get: operations["getRampPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ramp/payments/{reference}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a ramp payment
         * @description Cancel a payment that is pending or requires action (funded from a wallet: with its transfer, while that awaits approval).
         *
         *     Needs an API key with the `ramp:write` scope.
         */
        post: operations["cancelRampPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/ramp/payments/{reference}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance a sandbox payment
         * @description Sandbox only: move a payment to a named next status (it then stops advancing on its own).
         *
         *     Needs an API key with the `ramp:write` scope.
         */
        post: operations["advanceSandboxRampPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ramp/partner-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Partner status callback
         * @description The partner's signed payment status callback (hybrid mode): moves the payment through the state machine, idempotent on the event id.
         *
         *     Sent by the payment partner, not by workspaces: no API key, the body is authenticated by `Partner-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (several `v1=` allowed during a rotation; 300 s tolerance). Only payments submitted to the partner (hybrid mode) are known; `provider_reference` must be the payment's. A redelivered event id answers as the first delivery did.
         *
         *     No API key: authenticated by the `Partner-Signature` signature of the body.
         */
        post: operations["receivePartnerEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request quotes
         * @description **Beta**: this route may change. Its responses report the provider-network mode in `X-Service-Provider-Network-Mode`.
         *
         *     Ask every eligible provider for a quote; the request is collecting until expires_at.
         *
         *     With an idempotency key, a replay answers with the quote request made first; a quote request is deleted a day after it expires, so a replay after that (within the key’s 25 hours) is 404 `not_found`.
         *
         *     Needs an API key with the `ramp:write` scope.
         */
        post: operations["createQuoteRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote-requests/{quoteRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote request
         * @description **Beta**: this route may change. Its responses report the provider-network mode in `X-Service-Provider-Network-Mode`.
         *
         *     Read a quote request.
         *
         *     Needs an API key with the `ramp:read` scope.
         */
        get: operations["getQuoteRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote-requests/{quoteRequestId}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         * @description **Beta**: this route may change. Its responses report the provider-network mode in `X-Service-Provider-Network-Mode`.
         *
         *     The quotes of a quote request, one per eligible provider, recommended first.
         *
         *     Needs an API key with the `ramp:read` scope.
         */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote-requests/{quoteRequestId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a quote
         * @description **Beta**: this route may change. Its responses report the provider-network mode in `X-Service-Provider-Network-Mode`.
         *
         *     Execute one quote: creates the ramp payment through the same path as a direct create.
         *
         *     Needs an API key with the `ramp:write` scope.
         */
        post: operations["executeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ramp/identity/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an identity
         * @description Resolve a customer's identity number against the country's scheme; the number is never stored.
         *
         *     Metered per workspace and environment: by default at most **60 lookups a clock minute** and **2,000 a UTC day** (the stage's `IDENTITY_LOOKUPS_PER_MINUTE` and `IDENTITY_LOOKUPS_PER_DAY`). A lookup past either answers 429 `rate_limited` with `details.scope` `identity_lookups`, `details.limit`, `details.window_seconds` (60 or 86400) and `Retry-After` (seconds until that window ends); the number is not passed on. Only lookups that reach the scheme count: a number refused as malformed or of an unsupported type does not.
         *
         *     Needs an API key with the `ramp:write` scope.
         */
        post: operations["resolveIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description This OpenAPI 3.1 document (no API key needed).
         *
         *     Generated from the route table at build time; `servers` names the host that answered.
         *
         *     Public: no API key needed.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference page
         * @description The API reference, rendered from /v1/openapi.json (no API key needed).
         *
         *     Public: no API key needed.
         */
        get: operations["getDocsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/redoc.standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference's renderer
         * @description The reference page's renderer script (Redoc's standalone bundle).
         *
         *     Public: no API key needed.
         */
        get: operations["getDocsRenderer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/guides/{guide}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A guide
         * @description A guide from the repository's docs/ folder, as its Markdown source (no API key needed).
         *
         *     Public: no API key needed.
         */
        get: operations["getGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The console
         * @description The console: approvals, wallets, transfers, members and webhooks for people, signed in with a passkey.
         *
         *     Public: no API key needed.
         */
        get: operations["getConsolePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The console's enrolment page
         * @description The console's enrolment page, the target of an invitation's link: enrol a passkey with the invitation's token.
         *
         *     Public: no API key needed.
         */
        get: operations["getConsoleEnrolmentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/console/sessions/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get passkey sign-in options
         * @description Sign-in options (WebAuthn) for a workspace: a single-use challenge for any passkey of its members.
         *
         *     Public. A PublicKeyCredentialRequestOptionsJSON for `navigator.credentials.get` with no `allowCredentials` (the browser offers the member's discoverable passkeys for this site) and user verification required; its challenge is stored hashed and works once, for 5 minutes, for this workspace. Each request counts against its source address's budget of unauthenticated attempts (429).
         *
         *     Public: no API key needed.
         */
        post: operations["createConsoleSessionOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/console/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the console with a passkey
         * @description Sign in with a passkey: a console session, its cookie set.
         *
         *     The assertion must answer a challenge of `POST /v1/console/sessions/options` for this workspace (once, within 5 minutes), by a passkey registered in this workspace to a member still in it, with user verification and a rising signature counter. Otherwise 401 `unauthenticated` with `details.reason` (`challenge_unknown`, `credential_unknown`, `member_removed`, `user_not_verified`, `counter_not_rising`, `verification_failed`) and no session. The session ends 15 minutes after its last use or 8 hours after sign-in, at sign-out, and at once when its member is removed (docs/console.md, Sessions).
         *
         *     Public: no API key needed.
         */
        post: operations["createConsoleSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/console/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get your console session
         * @description The console session this request came with: its member, deadlines and CSRF token.
         *
         *     Authenticated by the console session cookie (`__Host-console_session`, set by sign-in; `HttpOnly; Secure; SameSite=Strict`), never by an API key. A session ends 15 minutes after its last use or 8 hours after sign-in, at sign-out, and at once when its member is removed (docs/console.md, Sessions). The page sends `csrf_token` back in `X-CSRF-Token` with every change.
         *
         *     Needs a console session; API keys are refused.
         */
        get: operations["getConsoleSession"];
        put?: never;
        post?: never;
        /**
         * Sign out of the console
         * @description Sign out: end the console session at once and clear its cookie.
         *
         *     Authenticated by the console session cookie (`__Host-console_session`, set by sign-in; `HttpOnly; Secure; SameSite=Strict`), never by an API key. A session ends 15 minutes after its last use or 8 hours after sign-in, at sign-out, and at once when its member is removed (docs/console.md, Sessions).
         *
         *     Needs a console session; API keys are refused.
         */
        delete: operations["deleteConsoleSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An event, POSTed to your webhook
         * @description Every delivery is signed. To verify one:
         *
         *     1. Take the `X-Service-Webhook-Timestamp` header, a period, and the raw request body exactly as received: `<timestamp>.<body>`.
         *     2. Compute HMAC-SHA256 of that string keyed with the webhook's signing secret; the expected header is `v1=` followed by its lower-case hex.
         *     3. Compare it with `X-Service-Webhook-Signature` in constant time (check the lengths first).
         *     4. Reject the delivery if the timestamp is more than 5 minutes old.
         *
         *     The signing secret is returned once when the webhook is created and again each time it is rotated.
         *     Deliveries are retried when they fail, and can be resent; de-duplicate on `X-Service-Webhook-ID`.
         */
        post: operations["receiveEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AddPasskeyRequest: {
            /** @description The registration over the options of `POST /v1/passkeys/registration-options` (its challenge works once). */
            passkey: components["schemas"]["RegistrationResponseJSON"];
        };
        AddPasskeyResult: {
            passkey: components["schemas"]["Passkey"];
        };
        /** @description A named external address of the workspace. */
        AddressBookEntry: {
            id: components["schemas"]["Uuid"];
            label: string;
            address: string;
            network_code: string;
            /** @enum {string} */
            trust_status: "trusted" | "untrusted";
            /** @enum {string} */
            status: "active" | "archived";
            created_at: string;
            updated_at: string;
            created_by: components["schemas"]["UserReference"];
            asset_symbol: string | null;
            notes: string | null;
            archived_at: string | null;
        };
        AdvanceSandboxRampPaymentRequest: {
            /** @enum {string} */
            status: "pending" | "processing" | "requires_action" | "succeeded" | "failed" | "cancelled" | "expired";
            failure_reason?: string;
        };
        /** @description An API key; its secret is shown only once, when it is created. */
        ApiKey: {
            id: components["schemas"]["Uuid"];
            name: string;
            /** @description The first 12 characters of the token, to recognise it. */
            key_prefix: string;
            scopes: components["schemas"]["Scope"][];
            /** @description The environments the key serves; a request naming another one (`?environment=`, default sandbox) is refused with 403 `forbidden`. */
            environments: ("sandbox" | "live")[];
            /**
             * @description `expired` is derived from `expires_at`.
             * @enum {string}
             */
            status: "active" | "revoked" | "expired";
            expires_at: components["schemas"]["DateTime"] | null;
            created_at: components["schemas"]["DateTime"];
            created_by: components["schemas"]["UserReference"];
            /** @description The key that minted this one (null when an operator made it); revoking that key revokes this one. */
            created_by_key_id: components["schemas"]["Uuid"] | null;
            /** @description Recorded at most once a minute. */
            last_used_at: components["schemas"]["DateTime"] | null;
            revoked_at: components["schemas"]["DateTime"] | null;
        };
        /** @description An approval intent and the WebAuthn options to sign it with one of the member's passkeys. */
        ApprovalIntent: {
            /** @description What the approver approves, canonical (RFC 8785): `version`, `action`, `workspace_id`, `environment`, the transfer (amount, asset, network, destination and its label, purpose, policy version) or the setting change (setting, difference, proposed value, version), `approver_member_id`, `nonce`, `expires_at` (docs/approvals.md). */
            intent: {
                [key: string]: unknown;
            };
            /** @description base64url(SHA-256(JCS(intent))); the challenge of `options`. */
            intent_digest: string;
            options: components["schemas"]["PublicKeyCredentialRequestOptionsJSON"];
        };
        /** @description Both fields of the approval requirement, before and after the change. */
        ApprovalsDifference: {
            approval_required: {
                from: boolean;
                to: boolean;
            };
            required_approvals: {
                from: number;
                to: number;
            };
            /** @description Absent on changes recorded before it existed. */
            passkey_required?: {
                from: boolean;
                to: boolean;
            };
        };
        /** @description A whole transfer approval requirement. */
        ApprovalsValue: {
            approval_required: boolean;
            required_approvals: number;
            /** @description Absent on changes recorded before it existed. */
            passkey_required?: boolean;
        };
        ApproveMemberChangeResult: {
            member_change: components["schemas"]["MemberChange"];
        };
        ApproveSettingChangeRequest: {
            /** @description A passkey's assertion over the approval intent (`POST …/approval-intent`): required where `passkey_required` is on. */
            assertion?: components["schemas"]["AuthenticationResponseJSON"];
        };
        ApproveSettingChangeResult: {
            setting_change: components["schemas"]["SettingChange"];
        };
        /** @description One act in the workspace's audit log: who did what, when, with which credential. */
        AuditRecord: {
            id: components["schemas"]["Uuid"];
            /** @description What was done: an API or console act (`api_key.created`, `member.invited`, `setting_change.approved`, `console.change`…, docs/api.md, Audit log) or an operator CLI command (`operator.create-workspace`, `operator.add-member`, `operator.create-api-key`, `operator.add-approver`, `operator.set-limits`, `operator.migrate-layout`). */
            action: string;
            at: components["schemas"]["DateTime"];
            /** @description The environment acted in; null for workspace-wide acts (members, keys, sign-in). */
            environment: ("sandbox" | "live") | null;
            /** @description The member who acted; null for an operator, and for what nobody decided (a change that expired). */
            member_id: components["schemas"]["Uuid"] | null;
            /** @description The API key's id, or the console session's (`ses_…`); null for an operator and for an enrolment (the invitation acted). */
            actor_key_id: string | null;
            /** @description The operator who ran a CLI command (its `--operator`); null for everything else. */
            operator: string | null;
            /** @description The request's `X-Request-Id`; null for an operator's command. */
            request_id: string | null;
            /** @description The act's own fields: ids, scopes, environments, hosts, statuses and error codes; never a token, a secret or a whole URL. */
            details: {
                [key: string]: string | number | boolean | null | string[];
            };
        };
        /** @description A passkey's assertion, as the browser's `navigator.credentials.get` made it (base64url binaries). */
        AuthenticationResponseJSON: {
            /** @description The credential id. */
            id: string;
            rawId: string;
            /** @constant */
            type: "public-key";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            response: {
                clientDataJSON: string;
                authenticatorData: string;
                signature: string;
                userHandle?: string;
            };
        };
        /** @description A console session, as the page reads it. */
        ConsoleSession: {
            id: string;
            workspace_id: string;
            member: {
                id: string;
                email: string;
                display_name: string;
            };
            /** @description The passkey the session was signed in with: removing it ends the session; removing another needs it. */
            passkey_id: string | null;
            scopes: ("*" | "api_keys:read" | "api_keys:write" | "workspace:read" | "workspace:write" | "workspace:approve" | "wallets:read" | "wallets:write" | "transfers:read" | "transfers:write" | "transfers:approve" | "address_book:read" | "address_book:write" | "webhooks:read" | "webhooks:write" | "events:read" | "ramp:read" | "ramp:write")[];
            /** @description Send it back in `X-CSRF-Token` with every change made with this session. */
            csrf_token: string;
            /** @description When the session ends however it is used (8 hours after sign-in). */
            expires_at: string;
            /** @description When the session ends unless used again (15 minutes after its last use). */
            idle_expires_at: string;
        };
        /**
         * @description An assigned ISO 3166-1 alpha-2 country code, upper case.
         * @enum {string}
         */
        CountryCode: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
        CreateAddressBookEntryRequest: {
            label: string;
            address: string;
            /** @enum {string} */
            network_code: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
            /** @description An asset the entry’s network carries, as `supported_networks` of `GET /v1/workspace/networks` lists it (e.g. `USDC`); otherwise 400. */
            asset_symbol?: string;
            notes?: string;
            /** @enum {string} */
            trust_status?: "trusted" | "untrusted";
            /** @description Makes the create repeatable: the same key and body return the entry made first (`Idempotent-Replayed: true`). Kept 25 hours. */
            idempotency_key?: string;
        };
        CreateAddressBookEntryResult: {
            entry: components["schemas"]["AddressBookEntry"];
        };
        CreateApiKeyRequest: {
            name: string;
            scopes: components["schemas"]["Scope"][];
            /** @description The environments the key serves; a request naming another one (`?environment=`, default sandbox) is refused with 403 `forbidden`. */
            environments?: ("sandbox" | "live")[];
            expires_at?: components["schemas"]["DateTime"] | null;
            /** @description Makes the create repeatable: the same key and body return the API key made first (`Idempotent-Replayed: true`) with `token: null`, since the token is shown once. Kept 25 hours. */
            idempotency_key?: string;
        };
        CreateApiKeyResult: {
            api_key: components["schemas"]["ApiKey"];
            /** @description The secret, shown this once; null on a replay (`Idempotent-Replayed: true`), which cannot show it again: revoke that key and create another if the first answer was lost. */
            token: string | null;
        };
        CreateConsoleSessionOptionsRequest: {
            /** @description The workspace to sign in to (`npm start` prints it; the console asks for it). */
            workspace_id: components["schemas"]["Uuid"];
        };
        CreateConsoleSessionRequest: {
            /** @description The workspace to sign in to (`npm start` prints it; the console asks for it). */
            workspace_id: components["schemas"]["Uuid"];
            /** @description The assertion over the challenge of `POST /v1/console/sessions/options` (its challenge works once). */
            assertion: components["schemas"]["AuthenticationResponseJSON"];
        };
        CreateInvitationRequest: {
            /** Format: email */
            email: string;
            display_name: string;
            /** @description What the member's credentials may hold, within the calling key's scopes. Scopes that approve (`transfers:approve`, `workspace:approve`, `*`) make the member an approver. */
            scopes: components["schemas"]["Scope"][];
            /** @description How long the enrolment link can be used (default 72). */
            expires_in_hours?: number;
            /** @description Makes the create repeatable: the same key and body return the invitation made first (`Idempotent-Replayed: true`) with `token` and `enrolment_url` null, since the token is shown once. Kept 25 hours. */
            idempotency_key?: string;
        };
        CreateInvitationResult: {
            invitation: components["schemas"]["Invitation"];
            /** @description The one-time enrolment token (`wsi_…`), shown here only; null on a replay (`Idempotent-Replayed: true`), which cannot show it again: revoke that invitation and make another if the first answer was lost. */
            token: string | null;
            /** @description The enrolment link: the token is in its fragment, which browsers never send to a server. Null on a replay, as `token`. */
            enrolment_url: string | null;
            pending_change: components["schemas"]["MemberChange"] | null;
        };
        CreateQuoteRequestRequest: {
            source_asset: components["schemas"]["CryptoAssetCode"];
            /** @enum {string} */
            source_network: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
            source_amount: string;
            destination_country: components["schemas"]["CountryCode"];
            destination_currency: components["schemas"]["CurrencyCode"];
            /** @enum {string} */
            payout_method: "bank" | "mobile_money" | "ach" | "wire" | "sepa" | "faster_payments" | "interac";
            /**
             * @default manual
             * @enum {string}
             */
            routing_mode_requested: "manual" | "auto";
            beneficiary_id?: components["schemas"]["Uuid"];
            /** @description Makes the create repeatable: the same key and body return the quote request made first (`Idempotent-Replayed: true`). Kept 25 hours. */
            idempotency_key?: string;
        };
        CreateQuoteRequestResult: {
            quote_request: components["schemas"]["QuoteRequest"];
        };
        CreateRampPaymentRequest: {
            /** @enum {string} */
            direction: "on_ramp" | "off_ramp";
            /** @description The asset paid in: an ISO 4217 fiat code (`CurrencyCode`) on an on-ramp, a catalogue crypto asset (`CryptoAssetCode`) on an off-ramp. */
            source_asset: string;
            /** @enum {string} */
            source_network?: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
            source_amount: string;
            /** @description The asset paid out: a catalogue crypto asset (`CryptoAssetCode`) on an on-ramp or a wallet-rail off-ramp, an ISO 4217 fiat code (`CurrencyCode`) on any other off-ramp. */
            destination_asset: string;
            /** @enum {string} */
            destination_network?: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
            country_code: components["schemas"]["CountryCode"];
            /** @enum {string} */
            rail: "bank" | "mobile_money" | "wallet" | "ach" | "wire" | "sepa" | "faster_payments" | "interac";
            destination: {
                bank_account?: {
                    account_name: string;
                    account_number: string;
                    bank_code?: string;
                    bank_name?: string;
                    iban?: string;
                    swift_code?: string;
                    sort_code?: string;
                    routing_number?: string;
                    /** @enum {string} */
                    account_type?: "checking" | "savings";
                    beneficiary?: {
                        /** Format: email */
                        email?: string;
                        address?: string;
                        city?: string;
                        state?: string;
                        post_code?: string;
                    };
                };
                mobile_money?: {
                    phone_number: string;
                    provider_code: string;
                    country_code: string;
                    account_name?: string;
                    currency_code?: string;
                };
                wallet?: {
                    address: string;
                    /** @enum {string} */
                    network: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
                    memo?: string;
                };
            } & ({
                bank_account: unknown;
            } | {
                mobile_money: unknown;
            } | {
                wallet: unknown;
            });
            /** @description On-ramps on a fiat rail only (required there): the address, on its network, the stablecoin is delivered to. Absent on a wallet-rail on-ramp (destination.wallet is the delivery address) and on off-ramps. */
            deliver_to?: {
                address: string;
                /** @enum {string} */
                network: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
                memo?: string;
            };
            /** @description Your own references, returned as sent: at most 50 keys of 1 to 40 characters, at most 5 levels of nesting, at most 8 KiB as JSON, no key `constructor` at any depth, numbers 0 or between 1e-130 and 2^53 − 1 in magnitude (send others as strings). */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Off-ramps only: fund the payment from this wallet. The service creates the funding transfer (exact source_amount to the deposit address) in the same write, subject to the transfer policy and approvals; its id is funding_transfer_id. */
            source_wallet_id?: components["schemas"]["Uuid"];
            idempotency_key?: string;
            /** @description Evaluate the payment (validation, corridor, transfer policy on its wallet address) without creating it: 200 with the evaluation. */
            dry_run?: boolean;
        } & (unknown & unknown & unknown & unknown & unknown & unknown);
        CreateSandboxDepositRequest: {
            /** @enum {string} */
            network_code: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
            asset_symbol: string;
            amount_base_units: string;
            /** @description Makes the deposit repeatable: the same key and body return the deposit made first (`Idempotent-Replayed: true`). Kept 25 hours. */
            idempotency_key?: string;
        };
        CreateSandboxDepositResult: {
            transaction: components["schemas"]["Transaction"];
        };
        CreateTransferRequest: {
            wallet_id: components["schemas"]["Uuid"];
            /** @enum {string} */
            network_code: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
            asset_symbol: string;
            amount_base_units: string;
            to_address?: string;
            address_book_entry_id?: components["schemas"]["Uuid"];
            description?: string;
            idempotency_key?: string;
            dry_run?: boolean;
        } & ({
            to_address: string;
        } | {
            address_book_entry_id: string;
        });
        CreateWalletRequest: {
            name: string;
            networks: ("ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin")[];
            /** @description Makes the create repeatable: the same key and body return the wallet made first (`Idempotent-Replayed: true`); after a failed attempt the same request goes on with the same wallet and, in live, the same KMS key. Kept 25 hours. */
            idempotency_key?: string;
        };
        CreateWalletResult: {
            wallet: components["schemas"]["Wallet"];
        };
        CreateWebhookRequest: {
            name: string;
            /**
             * Format: uri
             * @description Where deliveries are POSTed: an absolute https URL to a public host (no private, loopback or link-local address, no credentials). In sandbox only, where the deployment allows it, http://localhost, http://127.0.0.1 or http://[::1] is accepted too.
             */
            url: string;
            /** @description The event types to deliver: each at most once, or `["*"]` alone for every type. */
            event_types: ("*" | "webhook.test" | "webhook.disabled" | "webhook.parked" | "webhook.resumed" | "transfer.requested" | "transfer.approved" | "transfer.rejected" | "transfer.canceled" | "transfer.released" | "transfer.completed" | "transfer.failed" | "transaction.created" | "transaction.completed" | "workspace.setting_change.requested" | "workspace.setting_change.approved" | "workspace.setting_change.rejected" | "workspace.setting_change.expired" | "workspace.setting_change.superseded" | "ramp.payment.created" | "ramp.payment.processing" | "ramp.payment.requires_action" | "ramp.payment.succeeded" | "ramp.payment.failed" | "ramp.payment.cancelled" | "ramp.payment.expired")[];
            /** @description Makes the create repeatable: the same key and body return the webhook made first (`Idempotent-Replayed: true`) with `signing_secret: null`, since the secret is shown once. Kept 25 hours. */
            idempotency_key?: string;
        };
        CreateWebhookResult: {
            webhook: components["schemas"]["Webhook"];
            /** @description The signing secret, shown this once; null on a replay (`Idempotent-Replayed: true`), which does not show it again: rotate the secret (`POST /v1/webhooks/{webhookId}/rotate-secret`) if the first answer was lost. */
            signing_secret: string | null;
        };
        /**
         * @description A crypto asset of the network catalogue, such as USDC; the network named beside it must carry it (`GET /v1/networks` lists each network's assets).
         * @enum {string}
         */
        CryptoAssetCode: "AVAX" | "BNB" | "BTC" | "ETH" | "POL" | "SOL" | "TRX" | "USDC" | "USDT";
        /**
         * @description An ISO 4217 fiat currency code, upper case, such as NGN.
         * @enum {string}
         */
        CurrencyCode: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
        /**
         * Format: date-time
         * @description ISO 8601 date-time with a UTC offset or `Z`.
         */
        DateTime: string;
        DeleteConsoleSessionResult: {
            /** @constant */
            signed_out: true;
        };
        DeleteWebhookResult: {
            id: components["schemas"]["Uuid"];
            /** @constant */
            deleted: true;
        };
        /** @description One event queued for one webhook; its attempts are listed by `GET /v1/webhooks/{webhookId}/deliveries`. */
        Delivery: {
            delivery_id: string;
            webhook_id: components["schemas"]["Uuid"];
            event_id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "canceled";
            attempts: number;
            next_retry_at: string | null;
            last_attempt_at: string | null;
            created_at: string;
        };
        /** @description One attempt to deliver an event to a webhook; `delivery_id` names the delivery that `resend` takes. */
        DeliveryAttempt: {
            id: string;
            delivery_id: string;
            event_id: string;
            event_type: string;
            attempt: number;
            http_status: number | null;
            duration_ms: number;
            error: string | null;
            /** @enum {string} */
            outcome: "succeeded" | "retrying" | "failed";
            next_retry_at: string | null;
            created_at: string;
        };
        EnrolMemberRequest: {
            /** @description The token of the enrolment link (after `#token=`). */
            token: string;
            /** @description The member's first passkey, registered over the options of `POST /v1/members/enrolment/options` for this token (its challenge works once). Without it, the member enrols with a key alone. */
            passkey?: components["schemas"]["RegistrationResponseJSON"];
        };
        EnrolMemberResult: {
            member: components["schemas"]["Member"];
            api_key: components["schemas"]["ApiKey"];
            token: string;
            /** @description The passkey registered. */
            passkey?: {
                id: components["schemas"]["Uuid"];
                created_at: components["schemas"]["DateTime"];
            };
        };
        EnrolmentOptionsRequest: {
            /** @description The token of the enrolment link (after `#token=`). */
            token: string;
        };
        /** @description Something that happened in the workspace, as webhooks deliver it. */
        Event: {
            id: string;
            type: string;
            created_at: string;
            data: {
                [key: string]: unknown;
            };
            resource_type: string;
            resource_id: string;
            sequence: number;
            deliveries_total: number | null;
            deliveries_succeeded: number;
        };
        ExecuteQuoteRequest: {
            quote_id: components["schemas"]["Uuid"];
            destination: {
                bank_account?: {
                    account_name: string;
                    account_number: string;
                    bank_code?: string;
                    bank_name?: string;
                    iban?: string;
                    swift_code?: string;
                    sort_code?: string;
                    routing_number?: string;
                    /** @enum {string} */
                    account_type?: "checking" | "savings";
                    beneficiary?: {
                        /** Format: email */
                        email?: string;
                        address?: string;
                        city?: string;
                        state?: string;
                        post_code?: string;
                    };
                };
                mobile_money?: {
                    phone_number: string;
                    provider_code: string;
                    country_code: string;
                    account_name?: string;
                    currency_code?: string;
                };
                wallet?: {
                    address: string;
                    /** @enum {string} */
                    network: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
                    memo?: string;
                };
            } & ({
                bank_account: unknown;
            } | {
                mobile_money: unknown;
            } | {
                wallet: unknown;
            });
            /** @description Your own references, returned as sent: at most 50 keys of 1 to 40 characters, at most 5 levels of nesting, at most 8 KiB as JSON, no key `constructor` at any depth, numbers 0 or between 1e-130 and 2^53 − 1 in magnitude (send others as strings). */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Off-ramps only: fund the payment from this wallet. The service creates the funding transfer (exact source_amount to the deposit address) in the same write, subject to the transfer policy and approvals; its id is funding_transfer_id. */
            source_wallet_id?: components["schemas"]["Uuid"];
            idempotency_key?: string;
        };
        GetApiKeyResult: {
            api_key: components["schemas"]["ApiKey"];
        };
        GetBalancesResult: {
            items: {
                wallet_id: components["schemas"]["Uuid"];
                wallet_name: string;
                network_code: string;
                address: string;
                path: string;
                is_default: boolean;
                balances: {
                    balance: string;
                    available: string;
                    reserved: string;
                    pending: string;
                    caip19: string;
                    symbol: string;
                    name: string;
                    decimals: number;
                    display: {
                        crypto: string;
                        usd: string | null;
                    };
                }[];
                custody_wallet_id: string;
                custody_status: string;
                wallet_type: string;
                network_display_name: string;
                asset_symbol: string;
                /** @enum {string} */
                balance_status: "available" | "unavailable";
                balance_error: string | null;
            }[];
            workspace_balances: {
                balance: string;
                available: string;
                reserved: string;
                pending: string;
                caip19: string;
                symbol: string;
                name: string;
                decimals: number;
                display: {
                    crypto: string;
                    usd: string | null;
                };
            }[];
        };
        GetEventResult: {
            event: components["schemas"]["Event"];
        };
        GetMemberChangeResult: {
            member_change: components["schemas"]["MemberChange"];
        };
        GetMemberResult: {
            member: components["schemas"]["Member"];
        };
        GetNetworksResult: {
            enabled_networks: string[];
            networks: components["schemas"]["Network"][];
            supported_networks: string[];
            updated_at: components["schemas"]["DateTime"] | null;
        };
        GetProviderResult: {
            provider: components["schemas"]["Provider"];
        };
        GetSettingChangeResult: {
            setting_change: components["schemas"]["SettingChange"];
        };
        GetTransactionResult: {
            transaction: components["schemas"]["Transaction"];
            transfer: components["schemas"]["Transfer"] | null;
        };
        GetTransferApprovalsResult: {
            approvals: {
                approval_required: boolean;
                required_approvals: number;
                /** @description Every approval must carry a passkey's assertion over its approval intent; a bearer key alone is refused (403 `passkey_required`). */
                passkey_required: boolean;
                version: number;
                updated_at: string | null;
            };
        };
        GetTransferPolicyResult: {
            policy: components["schemas"]["TransferPolicy"];
        };
        GetWebhookResult: {
            webhook: components["schemas"]["Webhook"];
        };
        GetWorkspaceResult: {
            /** @description The workspace the calling key belongs to. */
            workspace: {
                id: components["schemas"]["Uuid"];
                name: string;
                created_at: components["schemas"]["DateTime"];
            };
            /** @description One entry per environment the calling key serves, sandbox first. */
            environments: {
                /** @enum {string} */
                environment: "sandbox" | "live";
                /** @description As `GET /v1/workspace/networks` lists them. */
                enabled_networks: string[];
                /** @description How many addresses each list of `GET /v1/workspace/transfer-policy` holds. */
                transfer_policy: {
                    allowed_destination_addresses: number;
                    blocked_destination_addresses: number;
                    /** @description The setting's version (0: never written), its ETag. */
                    version: number;
                };
                /** @description As `GET /v1/workspace/transfer-approvals` has it. */
                transfer_approvals: {
                    approval_required: boolean;
                    required_approvals: number;
                    /** @description The setting's version (0: never written), its ETag. */
                    version: number;
                };
            }[];
            /** @description The calling key: what it may do, and until when. */
            api_key: {
                id: components["schemas"]["Uuid"];
                scopes: components["schemas"]["Scope"][];
                /** @description The environments the key serves; a request naming another one (`?environment=`, default sandbox) is refused with 403 `forbidden`. */
                environments: ("sandbox" | "live")[];
                /** @description When the key stops working; null: never. */
                expires_at: components["schemas"]["DateTime"] | null;
                /** @description The member the key acts for. */
                member: components["schemas"]["UserReference"];
            };
        };
        /** @description An invitation to join the workspace; its token is shown once, when it is created. */
        Invitation: {
            id: components["schemas"]["Uuid"];
            email: string;
            display_name: string;
            scopes: components["schemas"]["Scope"][];
            /**
             * @description `pending_approval` until its member change is approved; `expired` is derived from `expires_at`.
             * @enum {string}
             */
            status: "pending_approval" | "open" | "accepted" | "revoked" | "expired";
            /** @description The member change the invitation waits for (null: none needed). */
            change_id: components["schemas"]["Uuid"] | null;
            invited_by: components["schemas"]["UserReference"];
            /** @description The API key's id, or the console session's (`ses_…`) when a member made it from the console; never a secret. */
            invited_with_api_key_id: components["schemas"]["Uuid"] | string;
            expires_at: components["schemas"]["DateTime"];
            created_at: components["schemas"]["DateTime"];
            accepted_at: components["schemas"]["DateTime"] | null;
            /** @description The member who enrolled with it. */
            member_id: components["schemas"]["Uuid"] | null;
            revoked_at: components["schemas"]["DateTime"] | null;
            revoked_by: components["schemas"]["UserReference"] | null;
        };
        ListAddressBookResult: {
            items: components["schemas"]["AddressBookEntry"][];
            next_cursor: string | null;
        };
        ListApiKeysResult: {
            items: components["schemas"]["ApiKey"][];
            next_cursor: string | null;
        };
        ListAuditLogResult: {
            items: components["schemas"]["AuditRecord"][];
            next_cursor: string | null;
        };
        ListEventsResult: {
            items: components["schemas"]["Event"][];
            next_cursor: string | null;
        };
        ListInvitationsResult: {
            items: components["schemas"]["Invitation"][];
            next_cursor: string | null;
        };
        ListMemberChangesResult: {
            items: components["schemas"]["MemberChange"][];
            next_cursor: string | null;
        };
        ListMembersResult: {
            items: components["schemas"]["Member"][];
            next_cursor: string | null;
        };
        ListPasskeysResult: {
            items: components["schemas"]["Passkey"][];
            next_cursor: string | null;
        };
        ListProvidersResult: {
            items: components["schemas"]["Provider"][];
            next_cursor: string | null;
        };
        ListQuotesResult: {
            quote_request_id: string;
            items: components["schemas"]["Quote"][];
        };
        ListRampPaymentsResult: {
            items: components["schemas"]["RampPayment"][];
            next_cursor: string | null;
        };
        ListSettingChangesResult: {
            items: components["schemas"]["SettingChange"][];
            next_cursor: string | null;
        };
        ListTransfersResult: {
            items: components["schemas"]["Transfer"][];
            next_cursor: string | null;
        };
        ListWalletsResult: {
            wallets: components["schemas"]["Wallet"][];
            next_cursor: string | null;
        };
        ListWalletTransactionsResult: {
            items: components["schemas"]["Transaction"][];
            next_cursor: string | null;
        };
        ListWebhookDeliveriesResult: {
            items: components["schemas"]["DeliveryAttempt"][];
            next_cursor: string | null;
        };
        ListWebhooksResult: {
            items: components["schemas"]["Webhook"][];
            next_cursor: string | null;
        };
        /** @description A member of the workspace: a person whose keys act for them. */
        Member: {
            id: components["schemas"]["Uuid"];
            email: string;
            display_name: string;
            /**
             * @description The owner was made with the workspace and cannot be removed.
             * @enum {string}
             */
            role: "owner" | "member";
            /** @enum {string} */
            status: "active" | "removed";
            /** @description What the member's credentials may hold: fixed by their invitation, or (older members) their active keys' scopes. */
            scopes: components["schemas"]["Scope"][];
            /** @description True when `scopes` grant `transfers:approve` or `workspace:approve`. */
            can_approve: boolean;
            /** @description How many active keys act for the member. */
            active_api_keys: number;
            /** @description How many passkeys the member has registered (console sign-in and signed approvals). */
            passkeys: number;
            /** @description The last sign-in or signed approval with any of the member's passkeys; null when none was ever used. */
            passkey_last_used_at: components["schemas"]["DateTime"] | null;
            created_at: components["schemas"]["DateTime"];
            /** @description The last use of any of the member's keys (recorded at most once a minute). */
            last_seen_at: components["schemas"]["DateTime"] | null;
            removed_at: components["schemas"]["DateTime"] | null;
        };
        /** @description A change to who can approve, waiting for (or decided by) another member's approval. */
        MemberChange: {
            id: components["schemas"]["Uuid"];
            /**
             * @description Adding an approver (an invitation), removing one, or removing a passkey of an approver (`passkey_removal`: a second member's removal where `passkey_required` is on, docs/members.md).
             * @enum {string}
             */
            kind: "invitation" | "removal" | "passkey_removal";
            /**
             * @description `expired` is derived from `expires_at`.
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "expired" | "cancelled";
            subject: {
                email: string;
                display_name: string;
                scopes: components["schemas"]["Scope"][] | null;
                member_id: components["schemas"]["Uuid"] | null;
            };
            invitation_id: components["schemas"]["Uuid"] | null;
            /** @description The passkey a `passkey_removal` removes once approved; null for the other kinds. */
            passkey_id: components["schemas"]["Uuid"] | null;
            required_approvals: number;
            approvals: {
                member: components["schemas"]["UserReference"];
                /** @description The API key's id, or the console session's (`ses_…`) when a member made it from the console; never a secret. */
                api_key_id: components["schemas"]["Uuid"] | string;
                approved_at: components["schemas"]["DateTime"];
            }[];
            requested_by: components["schemas"]["UserReference"];
            /** @description The API key's id, or the console session's (`ses_…`) when a member made it from the console; never a secret. */
            requested_with_api_key_id: components["schemas"]["Uuid"] | string;
            approved_at: components["schemas"]["DateTime"] | null;
            rejected_by: components["schemas"]["UserReference"] | null;
            rejected_at: components["schemas"]["DateTime"] | null;
            expires_at: components["schemas"]["DateTime"];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description A supported network and the assets it carries. */
        Network: {
            code: string;
            display_name: string;
            native_asset: string;
            address_format: string;
            assets: {
                symbol: string;
                name: string;
                decimals: number;
                caip19: string;
                native: boolean;
            }[];
        };
        /** @description One of a member's passkeys (WebAuthn credentials): console sign-in and signed approvals. */
        Passkey: {
            id: components["schemas"]["Uuid"];
            member_id: components["schemas"]["Uuid"];
            /** @description The credential id (base64url). Not a secret: the browser sends it with every assertion and offers it to this site; it names the passkey and proves nothing. The public key and the signature counter are never shown. */
            credential_id: string;
            /** @description How the browser may reach the authenticator (`internal`, `usb`, `hybrid`, …). */
            transports: string[];
            created_at: components["schemas"]["DateTime"];
            /** @description The last sign-in or signed approval with it; null when never used. */
            last_used_at: components["schemas"]["DateTime"] | null;
        };
        /** @description What a transfer policy change adds to and removes from each list. */
        PolicyDifference: {
            allowed_destination_addresses: {
                /** @description Addresses the change puts in the list. */
                added: string[];
                /** @description Addresses the change takes out of the list. */
                removed: string[];
            };
            blocked_destination_addresses: {
                /** @description Addresses the change puts in the list. */
                added: string[];
                /** @description Addresses the change takes out of the list. */
                removed: string[];
            };
        };
        /** @description A whole transfer policy: both lists, canonical addresses. */
        PolicyValue: {
            allowed_destination_addresses: string[];
            blocked_destination_addresses: string[];
        };
        /** @description A payment provider of the directory. */
        Provider: {
            id: string;
            /** @enum {string} */
            environment: "sandbox" | "live";
            code: string;
            name: string;
            /** @enum {string} */
            status: "active" | "inactive";
            supports_auto_routing: boolean;
            supported_payout_methods: ("bank" | "mobile_money" | "wallet" | "ach" | "wire" | "sepa" | "faster_payments" | "interac")[];
            /** @enum {string} */
            provider_type: "bank" | "payment_processor" | "mobile_money_aggregator" | "exchange" | "crypto_payout";
            reliability_score: number;
            /** @enum {string} */
            speed_profile: "instant" | "same_day" | "next_day" | "multi_day";
            supported_corridor_ids: string[];
            metadata: {
                [key: string]: unknown;
            };
        };
        /** @description What `navigator.credentials.create` takes (binaries base64url), in the shape of `@simplewebauthn/server`. */
        PublicKeyCredentialCreationOptionsJSON: {
            rp: {
                name: string;
                id: string;
            };
            user: {
                /** @description The user handle (base64url). */
                id: string;
                name: string;
                displayName: string;
            };
            /** @description base64url; works once, for 5 minutes. */
            challenge: string;
            pubKeyCredParams: {
                alg: number;
                /** @constant */
                type: "public-key";
            }[];
            timeout: number;
            excludeCredentials: {
                id: string;
                /** @constant */
                type: "public-key";
                transports?: string[];
            }[];
            authenticatorSelection: {
                /** @constant */
                residentKey: "required";
                /** @constant */
                requireResidentKey: true;
                /** @constant */
                userVerification: "required";
            };
            /** @constant */
            attestation: "none";
            extensions: {
                /** @constant */
                credProps: true;
            };
            hints: string[];
        };
        /** @description What `navigator.credentials.get` takes (binaries base64url), in the shape of `@simplewebauthn/server`. */
        PublicKeyCredentialRequestOptionsJSON: {
            /** @description base64url; works once. */
            challenge: string;
            timeout: number;
            rpId: string;
            allowCredentials: {
                id: string;
                /** @constant */
                type: "public-key";
                transports?: string[];
            }[];
            /** @constant */
            userVerification: "required";
        };
        PutNetworksRequest: {
            enabled_networks: ("ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin")[];
        };
        PutTransferApprovalsRequest: {
            approval_required: boolean;
            required_approvals: number;
            /** @description Every approval (transfers and setting changes) must carry a passkey's assertion over its approval intent. Turning it on applies at once; turning it off loosens (held for another member while approvals are required). Absent: unchanged. */
            passkey_required?: boolean;
        };
        PutTransferApprovalsResult: {
            approvals: {
                approval_required: boolean;
                required_approvals: number;
                /** @description Every approval must carry a passkey's assertion over its approval intent; a bearer key alone is refused (403 `passkey_required`). */
                passkey_required: boolean;
                version: number;
                updated_at: string | null;
            };
            /** @description On 202, the change waiting for another member; null when the value was written at once (200). */
            pending_change: components["schemas"]["SettingChange"] | null;
        };
        PutTransferPolicyRequest: {
            allowed_destination_addresses: string[];
            blocked_destination_addresses: string[];
        };
        PutTransferPolicyResult: {
            policy: components["schemas"]["TransferPolicy"];
            /** @description On 202, the change waiting for another member; null when the value was written at once (200). */
            pending_change: components["schemas"]["SettingChange"] | null;
        };
        /** @description One provider's quote for a quote request. */
        Quote: {
            id: string;
            quote_request_id: string;
            provider: string;
            provider_id: string;
            speed_profile: string;
            reliability_score: number;
            exchange_rate: string;
            fee: {
                amount: string;
                asset: string;
                network?: string;
            };
            source_amount: {
                amount: string;
                asset: string;
                network?: string;
            };
            destination_amount: {
                amount: string;
                asset: string;
                network?: string;
            };
            recommended: boolean;
            expires_at: string;
        };
        /** @description A request for quotes from the provider network for an off-ramp payout. */
        QuoteRequest: {
            id: string;
            /** @enum {string} */
            environment: "sandbox" | "live";
            source_asset: string;
            source_network: string;
            source_amount: string;
            destination_country: string;
            destination_currency: string;
            payout_method: string;
            /** @enum {string} */
            routing_mode_requested: "manual" | "auto";
            /** @enum {string} */
            status: "collecting" | "executed" | "expired";
            created_at: string;
            beneficiary_id: string | null;
            expires_at: string;
            quote_count: number;
            payment_reference: string | null;
        };
        /** @description An on-ramp or off-ramp payment, identified by its `reference`. */
        RampPayment: {
            reference: string;
            /** @enum {string} */
            status: "pending" | "processing" | "requires_action" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @enum {string} */
            direction: "on_ramp" | "off_ramp";
            /** @enum {string} */
            rail: "bank" | "mobile_money" | "wallet" | "ach" | "wire" | "sepa" | "faster_payments" | "interac";
            country_code: string;
            provider: string;
            provider_reference: string;
            quote_reference: string | null;
            source: {
                amount: string;
                asset: string;
                network?: string;
            };
            destination_amount: {
                amount: string;
                asset: string;
                network?: string;
            };
            fee: {
                amount: string;
                asset: string;
                network?: string;
            };
            exchange_rate: string;
            destination: {
                [key: string]: unknown;
            };
            funding_instructions: {
                [key: string]: unknown;
            };
            delivery: {
                network: string;
                address: string;
                asset: string;
                amount: string;
                wallet_id: string | null;
                transaction_id: string | null;
                chain_credit?: {
                    /** @enum {string} */
                    status: "awaiting_deposit" | "deposit_missing" | "credited";
                    tx_hash: string | null;
                    matched_by: ("tx_hash" | "amount") | null;
                    matched_at: string | null;
                    deposit_missing_at: string | null;
                };
            } | null;
            funding_transfer_id: string | null;
            failure_reason: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            created_at: string;
            updated_at: string;
        };
        /** @description The evaluation of a ramp payment sent with `dry_run: true`: nothing is created. */
        RampPaymentDryRun: {
            /** @constant */
            dry_run: true;
            would_succeed: boolean;
            provider: string;
            destination: {
                network: string;
                address: string;
            } | null;
            policy: {
                allowed: boolean;
                rule: ("blocked_destination" | "not_in_allow_list") | null;
                version: number;
            } | null;
            funding_transfer: {
                wallet_id: string;
                network: string;
                asset: string;
                amount: string;
                policy: {
                    allowed: boolean;
                    rule: ("blocked_destination" | "not_in_allow_list") | null;
                    version: number;
                };
                balance: {
                    sufficient: boolean;
                    available: string;
                    requested: string;
                    asset_symbol: string;
                    decimals: number;
                };
                approval: {
                    required: boolean;
                    required_approvals: number;
                };
            } | null;
        };
        ReceivePartnerEventRequest: {
            /** @description The partner's event id: a redelivery with the same id is answered as the first delivery was and changes nothing. */
            id: string;
            /**
             * @description What happened.
             * @enum {string}
             */
            type: "payment.status_changed";
            /** @description When the partner recorded the event. */
            created_at: components["schemas"]["DateTime"];
            data: {
                /** @description This service's payment reference, as submitted to the partner. */
                reference: string;
                /** @description The partner's reference of the payment; must be the one the payment holds. */
                provider_reference: string;
                /**
                 * @description The payment's status at the partner.
                 * @enum {string}
                 */
                status: "pending" | "processing" | "requires_action" | "succeeded" | "failed" | "cancelled" | "expired";
                /** @description Why the payment failed (with `failed`; kept on the payment as `failure_reason`). */
                failure_reason?: string;
                /** @description With `succeeded` of an on-ramp: the chain transaction that delivered the stablecoin. A live on-ramp into a custody wallet is linked to the deposit of exactly that transaction (otherwise it is matched by amount). */
                tx_hash?: string;
            };
        };
        ReceivePartnerEventResult: {
            /** @constant */
            received: true;
            /** @description True when this event moved the payment (on its first delivery). */
            applied: boolean;
            /**
             * @description `applied`: the payment moved to the status (through the intermediate ones the state machine requires); `stale`: it already was at or past it (a late or out-of-order event); `unreachable`: the state machine cannot reach it from where the payment is (succeeded after cancelled), nothing changed.
             * @enum {string}
             */
            outcome: "applied" | "stale" | "unreachable";
            /**
             * @description The payment's status after the event was handled.
             * @enum {string}
             */
            payment_status: "pending" | "processing" | "requires_action" | "succeeded" | "failed" | "cancelled" | "expired";
        };
        /** @description A new passkey, as the browser's `navigator.credentials.create` made it (base64url binaries). */
        RegistrationResponseJSON: {
            /** @description The credential id. */
            id: string;
            rawId: string;
            /** @constant */
            type: "public-key";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            response: {
                clientDataJSON: string;
                attestationObject: string;
                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
            };
        };
        RejectMemberChangeResult: {
            member_change: components["schemas"]["MemberChange"];
        };
        RejectSettingChangeResult: {
            setting_change: components["schemas"]["SettingChange"];
        };
        RemoveMemberResult: {
            member: components["schemas"]["Member"];
            pending_change: components["schemas"]["MemberChange"] | null;
        };
        RemovePasskeyResult: {
            passkey: components["schemas"]["Passkey"];
            /** @description Null while the removal waits for approval (202). */
            removed_at: components["schemas"]["DateTime"] | null;
            /** @description The member change the removal waits for (202: the passkey's member can approve and `passkey_required` is on); null when removed at once. */
            pending_change: components["schemas"]["MemberChange"] | null;
        };
        ResendWebhookDeliveryResult: {
            delivery: components["schemas"]["Delivery"];
        };
        ResolveIdentityRequest: {
            country_code: string;
            id_type: string;
            id_number: string;
        };
        ResolveIdentityResult: {
            first_name: string;
            middle_name: string;
            last_name: string;
            date_of_birth: string;
            phone_number: string;
        };
        RevokeApiKeyResult: {
            api_key: components["schemas"]["ApiKey"];
        };
        RevokeInvitationResult: {
            invitation: components["schemas"]["Invitation"];
        };
        RotateWebhookSecretResult: {
            webhook: components["schemas"]["Webhook"];
            signing_secret: string;
        };
        /**
         * @description `*` grants everything; `<area>:write` implies `<area>:read`; `transfers:approve` implies `transfers:read`; `workspace:approve` (approving or rejecting a setting change) implies `workspace:read`.
         * @enum {string}
         */
        Scope: "*" | "api_keys:read" | "api_keys:write" | "workspace:read" | "workspace:write" | "workspace:approve" | "wallets:read" | "wallets:write" | "transfers:read" | "transfers:write" | "transfers:approve" | "address_book:read" | "address_book:write" | "webhooks:read" | "webhooks:write" | "events:read" | "ramp:read" | "ramp:write";
        /** @description A setting change that loosens a money control, waiting for (or decided by) another member. */
        SettingChange: {
            id: components["schemas"]["Uuid"];
            /**
             * @description The setting the change replaces, in the environment of the request.
             * @enum {string}
             */
            setting: "transfer_policy" | "transfer_approvals";
            /**
             * @description `pending` until it ends once: `approved` (applied), `rejected`, `expired` (at `expires_at`) or `superseded` (the setting was written after the change was requested).
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "expired" | "superseded";
            /** @description Why the change needs another member: each way it loosens the setting. */
            loosens: ("approvals_turned_off" | "required_approvals_lowered" | "passkey_requirement_turned_off" | "allow_list_extended" | "allow_list_emptied" | "block_list_reduced")[];
            difference: components["schemas"]["PolicyDifference"] | components["schemas"]["ApprovalsDifference"];
            /** @description The setting at `based_on_version`. */
            previous_value: components["schemas"]["PolicyValue"] | components["schemas"]["ApprovalsValue"];
            /** @description The whole value the change writes when approved. */
            proposed_value: components["schemas"]["PolicyValue"] | components["schemas"]["ApprovalsValue"];
            /** @description The setting version the change was made against; it applies only while the setting is still at it. */
            based_on_version: number;
            /** @description Approvals needed from distinct members other than the requester (the transfer requirement when requested). */
            required_approvals: number;
            approvals: {
                member: components["schemas"]["UserReference"];
                /** @description The key the approval was made with (its id), or the console session's id (`ses_…`). */
                api_key_id: string;
                approved_at: components["schemas"]["DateTime"];
                /** @description SHA-256 (hex) of the RFC 8785 canonical JSON of the approval intent this approver was shown (docs/setting-changes.md); null for approvals recorded before digests were. */
                shown_digest: string | null;
                signed: components["schemas"]["SignedApproval"] | null;
            }[];
            requested_by: components["schemas"]["UserReference"];
            /** @description The key that asked for the change (its id, never its secret). */
            requested_with_api_key_id: components["schemas"]["Uuid"];
            approved_at: components["schemas"]["DateTime"] | null;
            /** @description The setting version the approval wrote. */
            applied_version: number | null;
            rejected_by: components["schemas"]["UserReference"] | null;
            /** @description The key the rejection was made with (its id), or the console session's id (`ses_…`). */
            rejected_with_api_key_id: string | null;
            rejected_at: components["schemas"]["DateTime"] | null;
            expires_at: components["schemas"]["DateTime"];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description The passkey signature an approval carries: with it anyone can check offline that this passkey signed exactly this intent (docs/approvals.md). Null for an approval made with a key alone. */
        SignedApproval: {
            /** @description The approval intent signed, as built from the stored record (docs/approvals.md). */
            intent: {
                [key: string]: unknown;
            };
            /** @description base64url(SHA-256(RFC 8785 JCS(intent))): the WebAuthn challenge the passkey signed. */
            intent_digest: string;
            passkey_id: components["schemas"]["Uuid"];
            credential_id: string;
            /** @description The passkey's COSE public key (base64url), to verify the signature with. */
            public_key: string;
            assertion: {
                client_data_json: string;
                authenticator_data: string;
                signature: string;
                user_handle: string | null;
            };
        };
        TestWebhookResult: {
            event: components["schemas"]["Event"];
            delivery_id: string;
        };
        /** @description A deposit to or a withdrawal from a wallet. */
        Transaction: {
            id: components["schemas"]["Uuid"];
            wallet_id: components["schemas"]["Uuid"];
            /** @enum {string} */
            type: "deposit" | "withdrawal";
            /** @enum {string} */
            direction: "inbound" | "outbound";
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed" | "canceled";
            description: string;
            created_at: string;
            updated_at: string;
            network_code: string;
            asset_symbol: string;
            caip19: string;
            amount_base_units: string;
            from_address: string;
            to_address: string;
            tx_hash: string | null;
            tx_error: string | null;
            completed_at: string | null;
            ramp_payment_reference: string | null;
        };
        /** @description A transfer out of a workspace wallet, with its approvals and its on-chain activity. */
        Transfer: {
            id: components["schemas"]["Uuid"];
            wallet_id: components["schemas"]["Uuid"];
            address_book_entry_id: components["schemas"]["Uuid"] | null;
            /** @description The reference of the ramp payment this transfer was admitted as the funding of (past a non-empty allow-list); null otherwise. */
            funds_ramp_payment: string | null;
            purpose: components["schemas"]["TransferPurpose"] | null;
            address_book: {
                entry_id: components["schemas"]["Uuid"];
                label: string;
                /** @enum {string} */
                trust_status: "trusted" | "untrusted";
            } | null;
            /** @description Null on transfers created before verdicts were recorded. */
            policy_verdict: components["schemas"]["TransferPolicyVerdict"] | null;
            activity: {
                id: components["schemas"]["Uuid"];
                /** @constant */
                type: "withdrawal";
                /** @enum {string} */
                status: "pending" | "processing" | "completed" | "failed" | "canceled";
                description: string;
                created_at: string;
                network_code: string;
                asset_symbol: string;
                amount_base_units: string;
                from_address: string;
                to_address: string;
                tx_hash: string | null;
                tx_error: string | null;
                custody_withdrawal_id: string | null;
                custody_status: ("submitted" | "broadcast" | "completed" | "failed" | "rejected") | null;
                provider_released_by_email: string | null;
                provider_released_at: string | null;
            };
            /** @enum {string} */
            approval_state: "pending_approval" | "approved" | "rejected" | "canceled" | "not_required";
            required_approvals: number;
            approvals: {
                email: string;
                approved_at: string;
                /** @description SHA-256 (hex) of the RFC 8785 canonical JSON of the approval intent this approver was shown (docs/wallets-transfers.md, What an approver sees); null for approvals recorded before digests were. */
                shown_digest: string | null;
                signed: components["schemas"]["SignedApproval"] | null;
            }[];
            custody_withdrawal_id: string | null;
            custody_status: ("submitted" | "broadcast" | "completed" | "failed" | "rejected") | null;
            provider_failure_reason: string | null;
            provider_released_by_email: string | null;
            provider_released_at: string | null;
            requested_by_email: string;
            approved_by_email: string | null;
            approved_at: string | null;
            rejected_by_email: string | null;
            rejected_at: string | null;
            canceled_by_email: string | null;
            canceled_at: string | null;
            created_at: string;
            updated_at: string;
            completed_at: string | null;
        };
        /** @description The evaluation of a transfer request sent with `dry_run: true`: nothing is created or reserved. */
        TransferDryRun: {
            /** @constant */
            dry_run: true;
            would_succeed: boolean;
            destination: {
                to_address: string;
                address_book_entry_id: components["schemas"]["Uuid"] | null;
            };
            policy: {
                allowed: boolean;
                rule: ("blocked_destination" | "not_in_allow_list") | null;
                version: number;
                /** @description The ramp payment the transfer would fund, when that is what admits it. */
                funds_ramp_payment: string | null;
            };
            balance: {
                sufficient: boolean;
                available: string;
                requested: string;
                asset_symbol: string;
                decimals: number;
            };
            approval: {
                required: boolean;
                required_approvals: number;
            };
        };
        /** @description Addresses are canonical: EVM checksummed, bech32 lower-cased. */
        TransferPolicy: {
            /** @description When not empty, transfers may go only to these addresses. */
            allowed_destination_addresses: string[];
            /** @description Transfers to these addresses are always refused. */
            blocked_destination_addresses: string[];
            /** @description Incremented by every write; sent as the `ETag`. */
            version: number;
            updated_at: components["schemas"]["DateTime"] | null;
        };
        /** @description What the evaluation decided when the transfer was created: which transfer policy version let the destination through and why (`no_allow_list`, on the `allow_list`, or as a `ramp_payment_funding`), and whether the approval setting (its version) required approvals. */
        TransferPolicyVerdict: {
            policy_version: number;
            /** @enum {string} */
            allowed_by: "no_allow_list" | "allow_list" | "own_wallet" | "ramp_payment_funding";
            approval: {
                required: boolean;
                required_approvals: number;
                approval_settings_version: number;
            };
        };
        /** @description Why the transfer exists, as recorded when it was created: the ramp payment it funds, with its beneficiary masked. Null for an ordinary transfer. */
        TransferPurpose: {
            /** @constant */
            type: "ramp_payment_funding";
            ramp_payment: {
                reference: string;
                /** @enum {string} */
                direction: "on_ramp" | "off_ramp";
                /** @enum {string} */
                rail: "bank" | "mobile_money" | "wallet" | "ach" | "wire" | "sepa" | "faster_payments" | "interac";
                country_code: string;
                provider: string;
                /** @description What the beneficiary receives: the fiat amount in minor units and its currency (a wallet payout: base units and asset). */
                destination_amount: {
                    amount: string;
                    asset: string;
                };
                beneficiary: {
                    /** @constant */
                    type: "bank_account";
                    account_name: string;
                    /** @description The account number with all but its last four characters (fewer when short) replaced by `*`. */
                    account_number_masked: string;
                    bank_name: string | null;
                    bank_code: string | null;
                } | {
                    /** @constant */
                    type: "mobile_money";
                    account_name: string | null;
                    /** @description The E.164 number with all but its `+` and last four digits replaced by `*`. */
                    phone_number_masked: string;
                    provider_code: string;
                    country_code: string;
                } | {
                    /** @constant */
                    type: "wallet";
                    network: string;
                    address: string;
                };
            };
        };
        UpdateAddressBookEntryRequest: {
            label?: string;
            asset_symbol?: string | null;
            notes?: string | null;
            /** @enum {string} */
            trust_status?: "trusted" | "untrusted";
        };
        UpdateWebhookRequest: {
            name?: string;
            /**
             * Format: uri
             * @description Where deliveries are POSTed: an absolute https URL to a public host (no private, loopback or link-local address, no credentials). In sandbox only, where the deployment allows it, http://localhost, http://127.0.0.1 or http://[::1] is accepted too.
             */
            url?: string;
            /** @description The event types to deliver: each at most once, or `["*"]` alone for every type. */
            event_types?: ("*" | "webhook.test" | "webhook.disabled" | "webhook.parked" | "webhook.resumed" | "transfer.requested" | "transfer.approved" | "transfer.rejected" | "transfer.canceled" | "transfer.released" | "transfer.completed" | "transfer.failed" | "transaction.created" | "transaction.completed" | "workspace.setting_change.requested" | "workspace.setting_change.approved" | "workspace.setting_change.rejected" | "workspace.setting_change.expired" | "workspace.setting_change.superseded" | "ramp.payment.created" | "ramp.payment.processing" | "ramp.payment.requires_action" | "ramp.payment.succeeded" | "ramp.payment.failed" | "ramp.payment.cancelled" | "ramp.payment.expired")[];
        };
        /** @description The workspace member who did something. */
        UserReference: {
            id: components["schemas"]["Uuid"];
            email: string;
            display_name: string;
        };
        /** Format: uuid */
        Uuid: string;
        /** @description A custodial wallet of the workspace, with one account per network. */
        Wallet: {
            id: components["schemas"]["Uuid"];
            name: string;
            status: string;
            accounts: {
                network_code: string;
                address: string;
                path: string;
                is_default: boolean;
                network_display_name: string;
                asset_symbol: string;
            }[];
            custody_wallet_id: string;
            custody_status: string;
            wallet_type: string;
            created_at: string;
            created_by: components["schemas"]["UserReference"];
            updated_at: string;
        };
        /** @description A webhook; its signing secret is shown only when created or rotated. */
        Webhook: {
            id: components["schemas"]["Uuid"];
            name: string;
            url: string;
            event_types: string[];
            signing_secret_prefix: string;
            /** @enum {string} */
            status: "active" | "disabled";
            created_at: string;
            created_by: components["schemas"]["UserReference"];
            updated_at: string;
            disabled_at: string | null;
            disabled_reason: string | null;
        };
        /** @description One event, as POSTed to a webhook. Receivers ignore fields they do not know. */
        WebhookDelivery: {
            /** @description Event id (`evt_` prefix). */
            id: string;
            /** @enum {string} */
            type: "webhook.test" | "webhook.disabled" | "webhook.parked" | "webhook.resumed" | "transfer.requested" | "transfer.approved" | "transfer.rejected" | "transfer.canceled" | "transfer.released" | "transfer.completed" | "transfer.failed" | "transaction.created" | "transaction.completed" | "workspace.setting_change.requested" | "workspace.setting_change.approved" | "workspace.setting_change.rejected" | "workspace.setting_change.expired" | "workspace.setting_change.superseded" | "ramp.payment.created" | "ramp.payment.processing" | "ramp.payment.requires_action" | "ramp.payment.succeeded" | "ramp.payment.failed" | "ramp.payment.cancelled" | "ramp.payment.expired";
            created_at: components["schemas"]["DateTime"];
            /** @description The event payload; its shape depends on `type`. */
            data: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /**
         * @description `asset_not_supported`: The asset is not carried by the network (see `GET /v1/workspace/networks`)
         *
         *     `insufficient_funds`: The available balance does not cover the amount (`details.available`)
         *
         *     `invalid_destination`: The destination address is not valid for the network, or the address book entry is archived or untrusted
         *
         *     `network_not_enabled`: The network is not enabled for this workspace and environment (`PUT /v1/workspace/networks`); `details.reason` says where: `workspace`, `wallet` (no account there), or `custody` (live custody does not serve it; `details.served_networks`)
         *
         *     `transfer_policy_violation`: The transfer policy refuses the destination (`details.rule`: blocked or not on the allow-list)
         */
        AssetNotSupportedOrInsufficientFundsOrInvalidDestinationOrNetworkNotEnabledOrTransferPolicyViolation: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "asset_not_supported" | "insufficient_funds" | "invalid_destination" | "network_not_enabled" | "transfer_policy_violation";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `asset_not_supported`: The asset is not carried by the network (see `GET /v1/workspace/networks`)
         *
         *     `insufficient_funds`: The available balance does not cover the amount (`details.available`)
         *
         *     `network_not_enabled`: The network is not enabled for this workspace and environment (`PUT /v1/workspace/networks`); `details.reason` says where: `workspace`, `wallet` (no account there), or `custody` (live custody does not serve it; `details.served_networks`)
         *
         *     `transfer_policy_violation`: The transfer policy refuses the destination (`details.rule`: blocked or not on the allow-list)
         */
        AssetNotSupportedOrInsufficientFundsOrNetworkNotEnabledOrTransferPolicyViolation: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "asset_not_supported" | "insufficient_funds" | "network_not_enabled" | "transfer_policy_violation";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `asset_not_supported`: The asset is not carried by the network (see `GET /v1/workspace/networks`)
         *
         *     `insufficient_funds`: The available balance does not cover the amount (`details.available`)
         *
         *     `network_not_enabled`: The network is not enabled for this workspace and environment (`PUT /v1/workspace/networks`); `details.reason` says where: `workspace`, `wallet` (no account there), or `custody` (live custody does not serve it; `details.served_networks`)
         *
         *     `transfer_policy_violation`: The transfer policy refuses the destination (`details.rule`: blocked or not on the allow-list)
         */
        AssetNotSupportedOrInsufficientFundsOrNetworkNotEnabledOrTransferPolicyViolation2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "asset_not_supported" | "insufficient_funds" | "network_not_enabled" | "transfer_policy_violation";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `asset_not_supported`: The asset is not carried by the network (see `GET /v1/workspace/networks`)
         *
         *     `network_not_enabled`: The network is not enabled for this workspace and environment (`PUT /v1/workspace/networks`); `details.reason` says where: `workspace`, `wallet` (no account there), or `custody` (live custody does not serve it; `details.served_networks`)
         */
        AssetNotSupportedOrNetworkNotEnabled: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "asset_not_supported" | "network_not_enabled";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `conflict`: The request conflicts with the resource's state */
        Conflict: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description On a partner callback for a payment whose funding transfer has not ended: seconds before delivering it again. Sent with `conflict`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "conflict";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `conflict`: The request conflicts with the resource's state
         *
         *     `idempotency_key_in_progress`: A request with this `idempotency_key` is still running (`Retry-After`)
         *
         *     `idempotency_key_reused`: The `idempotency_key` was used with a different body
         */
        ConflictOrIdempotencyKeyInProgressOrIdempotencyKeyReused: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Seconds to wait before retrying. Sent with `conflict`, `idempotency_key_in_progress`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "conflict" | "idempotency_key_in_progress" | "idempotency_key_reused";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `conflict`: The request conflicts with the resource's state
         *
         *     `idempotency_key_in_progress`: A request with this `idempotency_key` is still running (`Retry-After`)
         *
         *     `idempotency_key_reused`: The `idempotency_key` was used with a different body
         *
         *     `quote_already_executed`: The quote request was executed already (`details.payment_reference`)
         *
         *     `quote_expired`: The quote request's `expires_at` has passed
         */
        ConflictOrIdempotencyKeyInProgressOrIdempotencyKeyReusedOrQuoteAlreadyExecutedOrQuoteExpired: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                /** @description Seconds to wait before retrying. Sent with `conflict`, `idempotency_key_in_progress`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "conflict" | "idempotency_key_in_progress" | "idempotency_key_reused" | "quote_already_executed" | "quote_expired";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `conflict`: The request conflicts with the resource's state
         *
         *     `invalid_state_transition`: The resource's state does not allow this move: a payment (`details.status`, `details.allowed_statuses`), a transfer or a setting change (`details.action`, `details.status`)
         */
        ConflictOrInvalidStateTransition: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description On a partner callback for a payment whose funding transfer has not ended: seconds before delivering it again. Sent with `conflict`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "conflict" | "invalid_state_transition";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `conflict`: The request conflicts with the resource's state
         *
         *     `invalid_state_transition`: The resource's state does not allow this move: a payment (`details.status`, `details.allowed_statuses`), a transfer or a setting change (`details.action`, `details.status`)
         *
         *     `limit_exceeded`: The workspace holds as many as it may (docs/api.md, Limits: 16 webhooks per environment, 100 active API keys, 1,000 wallets per environment), or made as many live wallets this hour as it may (100; `Retry-After`); `details.limit`, `details.resource`. Delete or revoke one first, or wait
         */
        ConflictOrInvalidStateTransitionOrLimitExceeded: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Over the live wallet creation rate (`details.resource` `live_wallets_per_hour`): seconds until the hour ends. Sent with `conflict`, `limit_exceeded`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "conflict" | "invalid_state_transition" | "limit_exceeded";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `csrf_failed`: A change made with a console session without the session's CSRF token in `X-CSRF-Token`, or with an `Origin` other than this API's (`details.reason`: `token` or `origin`); nothing was changed
         *
         *     `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge
         *
         *     `forbidden`: The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks
         */
        CsrfFailedOrEdgeRequiredOrForbidden: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "csrf_failed" | "edge_required" | "forbidden";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `csrf_failed`: A change made with a console session without the session's CSRF token in `X-CSRF-Token`, or with an `Origin` other than this API's (`details.reason`: `token` or `origin`); nothing was changed
         *
         *     `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge
         *
         *     `forbidden`: The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks
         *
         *     `passkey_required`: An approval without a valid passkey assertion over its approval intent where `passkey_required` is on, or with an assertion refused (`details.reason`: `assertion_missing`, `intent_unknown` (used or never handed out), `intent_expired`, `intent_mismatch` (another approver's, transfer's or change's), `intent_changed` (the record changed after the intent), `credential_unknown`, `user_not_verified`, `counter_not_rising`, `verification_failed`); nothing was changed (docs/approvals.md)
         *
         *     `requester_cannot_approve`: The member who requested a transfer or a setting change cannot approve or reject it (`details.requested_by_email`); another member must, with a key holding `details.required_scope`; `details.add_approver` names the operator command that adds one
         */
        CsrfFailedOrEdgeRequiredOrForbiddenOrPasskeyRequiredOrRequesterCannotApprove: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "csrf_failed" | "edge_required" | "forbidden" | "passkey_required" | "requester_cannot_approve";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `csrf_failed`: A change made with a console session without the session's CSRF token in `X-CSRF-Token`, or with an `Origin` other than this API's (`details.reason`: `token` or `origin`); nothing was changed
         *
         *     `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge
         *
         *     `forbidden`: The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks
         *
         *     `requester_cannot_approve`: The member who requested a transfer or a setting change cannot approve or reject it (`details.requested_by_email`); another member must, with a key holding `details.required_scope`; `details.add_approver` names the operator command that adds one
         */
        CsrfFailedOrEdgeRequiredOrForbiddenOrRequesterCannotApprove: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "csrf_failed" | "edge_required" | "forbidden" | "requester_cannot_approve";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `custody_unavailable`: No custody provider is reachable (live has none configured); retry later
         *
         *     `provider_network_unavailable`: Hybrid mode: the partner interface is down or slow and no recent inventory is cached, or it accepted a live payment without the funding instructions its payer needs (`details.reason`: `missing_funding_instructions`) (`Retry-After`)
         *
         *     `service_unavailable`: A dependency was briefly unavailable (throttled, down, or not answering in time); retry after `Retry-After` seconds. On the partner callback route also a stage whose partner callback secret is not configured (`details.reason`: `partner_callback_secret_not_configured`)
         */
        CustodyUnavailableOrProviderNetworkUnavailableOrServiceUnavailable: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Seconds to wait before retrying. Sent with `provider_network_unavailable`, `service_unavailable`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "custody_unavailable" | "provider_network_unavailable" | "service_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `custody_unavailable`: No custody provider is reachable (live has none configured); retry later
         *
         *     `provider_network_unavailable`: Hybrid mode: the partner interface is down or slow and no recent inventory is cached, or it accepted a live payment without the funding instructions its payer needs (`details.reason`: `missing_funding_instructions`) (`Retry-After`)
         *
         *     `service_unavailable`: A dependency was briefly unavailable (throttled, down, or not answering in time); retry after `Retry-After` seconds. On the partner callback route also a stage whose partner callback secret is not configured (`details.reason`: `partner_callback_secret_not_configured`)
         */
        CustodyUnavailableOrProviderNetworkUnavailableOrServiceUnavailable2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                /** @description Seconds to wait before retrying. Sent with `provider_network_unavailable`, `service_unavailable`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "custody_unavailable" | "provider_network_unavailable" | "service_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `custody_unavailable`: No custody provider is reachable (live has none configured); retry later
         *
         *     `service_unavailable`: A dependency was briefly unavailable (throttled, down, or not answering in time); retry after `Retry-After` seconds. On the partner callback route also a stage whose partner callback secret is not configured (`details.reason`: `partner_callback_secret_not_configured`)
         */
        CustodyUnavailableOrServiceUnavailable: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Seconds to wait before retrying. Sent with `service_unavailable`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "custody_unavailable" | "service_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `delivery_in_progress`: A resend of a delivery that is still being attempted
         *
         *     `webhook_disabled`: A test or resend for a disabled webhook (enable it first)
         */
        DeliveryInProgressOrWebhookDisabled: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "delivery_in_progress" | "webhook_disabled";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge */
        EdgeRequired: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "edge_required";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge
         *
         *     `forbidden`: The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks
         */
        EdgeRequiredOrForbidden: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "edge_required" | "forbidden";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge
         *
         *     `forbidden`: The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks
         */
        EdgeRequiredOrForbidden2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "edge_required" | "forbidden";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge
         *
         *     `forbidden`: The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks
         *
         *     `live_ramps_unavailable`: A live ramp payment or quote execution on a stage with no real provider network (the `mock` network serves sandbox only; live needs hybrid mode with a partner, docs/ramp.md); nothing was created or submitted
         */
        EdgeRequiredOrForbiddenOrLiveRampsUnavailable: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "edge_required" | "forbidden" | "live_ramps_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge
         *
         *     `forbidden`: The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks
         *
         *     `live_ramps_unavailable`: A live ramp payment or quote execution on a stage with no real provider network (the `mock` network serves sandbox only; live needs hybrid mode with a partner, docs/ramp.md); nothing was created or submitted
         */
        EdgeRequiredOrForbiddenOrLiveRampsUnavailable2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "edge_required" | "forbidden" | "live_ramps_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `edge_required`: A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge
         *
         *     `forbidden`: The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks
         *
         *     `sandbox_only`: A sandbox-only route called in `live`
         */
        EdgeRequiredOrForbiddenOrSandboxOnly: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "edge_required" | "forbidden" | "sandbox_only";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `headers_too_large`: The request line and headers together exceed the gateway's limit (16 KiB locally; API Gateway's quota when deployed); shorten the query or the headers. The gateway answers before any function runs, so `X-Request-Id` may be absent */
        HeadersTooLarge: {
            headers: {
                /** @description The request id; absent when the gateway refused the request itself. */
                "X-Request-Id"?: string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "headers_too_large";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `headers_too_large`: The request line and headers together exceed the gateway's limit (16 KiB locally; API Gateway's quota when deployed); shorten the query or the headers. The gateway answers before any function runs, so `X-Request-Id` may be absent */
        HeadersTooLarge2: {
            headers: {
                /** @description The request id; absent when the gateway refused the request itself. */
                "X-Request-Id"?: string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control"?: string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "headers_too_large";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `idempotency_key_in_progress`: A request with this `idempotency_key` is still running (`Retry-After`)
         *
         *     `idempotency_key_reused`: The `idempotency_key` was used with a different body
         */
        IdempotencyKeyInProgressOrIdempotencyKeyReused: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Seconds to wait before retrying. Sent with `idempotency_key_in_progress`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "idempotency_key_in_progress" | "idempotency_key_reused";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `idempotency_key_in_progress`: A request with this `idempotency_key` is still running (`Retry-After`)
         *
         *     `idempotency_key_reused`: The `idempotency_key` was used with a different body
         */
        IdempotencyKeyInProgressOrIdempotencyKeyReused2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                /** @description Seconds to wait before retrying. Sent with `idempotency_key_in_progress`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "idempotency_key_in_progress" | "idempotency_key_reused";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `idempotency_key_in_progress`: A request with this `idempotency_key` is still running (`Retry-After`)
         *
         *     `idempotency_key_reused`: The `idempotency_key` was used with a different body
         *
         *     `limit_exceeded`: The workspace holds as many as it may (docs/api.md, Limits: 16 webhooks per environment, 100 active API keys, 1,000 wallets per environment), or made as many live wallets this hour as it may (100; `Retry-After`); `details.limit`, `details.resource`. Delete or revoke one first, or wait
         */
        IdempotencyKeyInProgressOrIdempotencyKeyReusedOrLimitExceeded: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Over the live wallet creation rate (`details.resource` `live_wallets_per_hour`): seconds until the hour ends. Sent with `idempotency_key_in_progress`, `limit_exceeded`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "idempotency_key_in_progress" | "idempotency_key_reused" | "limit_exceeded";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `idempotency_key_mismatch`: The `Idempotency-Key` header and the body field `idempotency_key` are both given and differ (`details.header`, `details.body_field`); send one, or the same key in both
         *
         *     `invalid_json`: The body is not valid UTF-8 JSON; a syntax error says where (`details.line`, `details.column`, `details.offset`)
         *
         *     `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields`
         *
         *     `unsupported_content_type`: A body sent without `Content-Type: application/json`
         */
        IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "idempotency_key_mismatch" | "invalid_json" | "invalid_request" | "unsupported_content_type";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `idempotency_key_mismatch`: The `Idempotency-Key` header and the body field `idempotency_key` are both given and differ (`details.header`, `details.body_field`); send one, or the same key in both
         *
         *     `invalid_json`: The body is not valid UTF-8 JSON; a syntax error says where (`details.line`, `details.column`, `details.offset`)
         *
         *     `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields`
         *
         *     `unsupported_content_type`: A body sent without `Content-Type: application/json`
         */
        IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "idempotency_key_mismatch" | "invalid_json" | "invalid_request" | "unsupported_content_type";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `idempotency_key_mismatch`: The `Idempotency-Key` header and the body field `idempotency_key` are both given and differ (`details.header`, `details.body_field`); send one, or the same key in both
         *
         *     `invalid_json`: The body is not valid UTF-8 JSON; a syntax error says where (`details.line`, `details.column`, `details.offset`)
         *
         *     `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields`
         *
         *     `unsupported_content_type`: A body sent without `Content-Type: application/json`
         *
         *     `unsupported_corridor`: No provider serves the ramp corridor or amount; `details.corridor`, `details.reason`, `details.limits`
         */
        IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentTypeOrUnsupportedCorridor: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "idempotency_key_mismatch" | "invalid_json" | "invalid_request" | "unsupported_content_type" | "unsupported_corridor";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `idempotency_key_mismatch`: The `Idempotency-Key` header and the body field `idempotency_key` are both given and differ (`details.header`, `details.body_field`); send one, or the same key in both
         *
         *     `invalid_json`: The body is not valid UTF-8 JSON; a syntax error says where (`details.line`, `details.column`, `details.offset`)
         *
         *     `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields`
         *
         *     `unsupported_content_type`: A body sent without `Content-Type: application/json`
         *
         *     `unsupported_corridor`: No provider serves the ramp corridor or amount; `details.corridor`, `details.reason`, `details.limits`
         */
        IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentTypeOrUnsupportedCorridor2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "idempotency_key_mismatch" | "invalid_json" | "invalid_request" | "unsupported_content_type" | "unsupported_corridor";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `identity_not_found`: No person matches the identity number */
        IdentityNotFound: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "identity_not_found";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `identity_provider_unavailable`: The identity scheme is down, slow or answered nonsense */
        IdentityProviderUnavailable: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description When the scheme could not be reached: seconds to wait before retrying. Sent with `identity_provider_unavailable`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "identity_provider_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `internal_error`: A bug; the message is generic and the details are logged with the request id */
        InternalError: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "internal_error";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `internal_error`: A bug; the message is generic and the details are logged with the request id */
        InternalError2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "internal_error";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `invalid_cursor`: The cursor is malformed or belongs to another listing
         *
         *     `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields`
         */
        InvalidCursorOrInvalidRequest: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "invalid_cursor" | "invalid_request";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `invalid_cursor`: The cursor is malformed or belongs to another listing
         *
         *     `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields`
         */
        InvalidCursorOrInvalidRequest2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "invalid_cursor" | "invalid_request";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `invalid_id_number`: The identity number does not match its scheme (`details.expected`; the number is never echoed)
         *
         *     `invalid_json`: The body is not valid UTF-8 JSON; a syntax error says where (`details.line`, `details.column`, `details.offset`)
         *
         *     `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields`
         *
         *     `unsupported_content_type`: A body sent without `Content-Type: application/json`
         *
         *     `unsupported_id_type`: No identity scheme for this country and type (`details.supported`)
         */
        InvalidIdNumberOrInvalidJsonOrInvalidRequestOrUnsupportedContentTypeOrUnsupportedIdType: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "invalid_id_number" | "invalid_json" | "invalid_request" | "unsupported_content_type" | "unsupported_id_type";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `invalid_json`: The body is not valid UTF-8 JSON; a syntax error says where (`details.line`, `details.column`, `details.offset`)
         *
         *     `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields`
         *
         *     `unsupported_content_type`: A body sent without `Content-Type: application/json`
         */
        InvalidJsonOrInvalidRequestOrUnsupportedContentType: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "invalid_json" | "invalid_request" | "unsupported_content_type";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields` */
        InvalidRequest: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "invalid_request";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `invalid_request`: A field, path parameter or query parameter is invalid; see `details.fields` */
        InvalidRequest2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "invalid_request";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `invalid_signature`: A signed callback whose `Partner-Signature` header is missing, malformed, does not match the body, or whose timestamp is outside the tolerance (300 s by default); nothing was applied */
        InvalidSignature: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "invalid_signature";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `invalid_state_transition`: The resource's state does not allow this move: a payment (`details.status`, `details.allowed_statuses`), a transfer or a setting change (`details.action`, `details.status`) */
        InvalidStateTransition: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "invalid_state_transition";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `limit_exceeded`: The workspace holds as many as it may (docs/api.md, Limits: 16 webhooks per environment, 100 active API keys, 1,000 wallets per environment), or made as many live wallets this hour as it may (100; `Retry-After`); `details.limit`, `details.resource`. Delete or revoke one first, or wait */
        LimitExceeded: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Over the live wallet creation rate (`details.resource` `live_wallets_per_hour`): seconds until the hour ends. Sent with `limit_exceeded`. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "limit_exceeded";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `network_not_enabled`: The network is not enabled for this workspace and environment (`PUT /v1/workspace/networks`); `details.reason` says where: `workspace`, `wallet` (no account there), or `custody` (live custody does not serve it; `details.served_networks`) */
        NetworkNotEnabled: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "network_not_enabled";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `not_found`: No such resource in this workspace and environment */
        NotFound: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "not_found";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `not_found`: No such resource in this workspace and environment */
        NotFound2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "not_found";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `payload_too_large`: Body over 256 KiB */
        PayloadTooLarge: {
            headers: {
                /** @description The request id; absent when the gateway refused a body over 10 MB itself. */
                "X-Request-Id"?: string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "payload_too_large";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `payload_too_large`: Body over 256 KiB */
        PayloadTooLarge2: {
            headers: {
                /** @description The request id; absent when the gateway refused a body over 10 MB itself. */
                "X-Request-Id"?: string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control"?: string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "payload_too_large";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `precondition_failed`: `If-Match` names a stale version (`details.current_version`) */
        PreconditionFailed: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "precondition_failed";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /**
         * @description `provider_network_unavailable`: Hybrid mode: the partner interface is down or slow and no recent inventory is cached, or it accepted a live payment without the funding instructions its payer needs (`details.reason`: `missing_funding_instructions`) (`Retry-After`)
         *
         *     `service_unavailable`: A dependency was briefly unavailable (throttled, down, or not answering in time); retry after `Retry-After` seconds. On the partner callback route also a stage whose partner callback secret is not configured (`details.reason`: `partner_callback_secret_not_configured`)
         */
        ProviderNetworkUnavailableOrServiceUnavailable: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                /** @description Seconds to wait before retrying. */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "provider_network_unavailable" | "service_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `rate_limited`: The key, or its workspace, sent more than its read or write limit in one second (see Rate limits; `details.scope` `api_key` or `workspace`, `details.kind` `read` or `write`, `details.limit`; by default 100 writes and 200 reads per key, 500 writes and 1,000 reads per workspace); or the workspace passed its identity lookup quota (`details.scope` `identity_lookups`, by default 60 a minute and 2,000 a day); or the source address sent too many unauthenticated requests (`details.scope` `source_address`). Retry after `Retry-After` seconds */
        RateLimited: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Seconds until the window that refused the request ends. */
                "Retry-After": string;
                /** @description The limit that refused the request (`details.limit`). */
                "RateLimit-Limit": string;
                /** @description Always `0`: nothing is left in the window. */
                "RateLimit-Remaining": string;
                /** @description Seconds until the window ends (as `Retry-After`). */
                "RateLimit-Reset": string;
                /** @description The limit and its window in seconds, as `<limit>;w=<seconds>` (`details.window_seconds`). */
                "RateLimit-Policy": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "rate_limited";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `rate_limited`: The key, or its workspace, sent more than its read or write limit in one second (see Rate limits; `details.scope` `api_key` or `workspace`, `details.kind` `read` or `write`, `details.limit`; by default 100 writes and 200 reads per key, 500 writes and 1,000 reads per workspace); or the workspace passed its identity lookup quota (`details.scope` `identity_lookups`, by default 60 a minute and 2,000 a day); or the source address sent too many unauthenticated requests (`details.scope` `source_address`). Retry after `Retry-After` seconds */
        RateLimited2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                /** @description Seconds until the window that refused the request ends. */
                "Retry-After": string;
                /** @description The limit that refused the request (`details.limit`). */
                "RateLimit-Limit": string;
                /** @description Always `0`: nothing is left in the window. */
                "RateLimit-Remaining": string;
                /** @description Seconds until the window ends (as `Retry-After`). */
                "RateLimit-Reset": string;
                /** @description The limit and its window in seconds, as `<limit>;w=<seconds>` (`details.window_seconds`). */
                "RateLimit-Policy": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "rate_limited";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `service_unavailable`: A dependency was briefly unavailable (throttled, down, or not answering in time); retry after `Retry-After` seconds. On the partner callback route also a stage whose partner callback secret is not configured (`details.reason`: `partner_callback_secret_not_configured`) */
        ServiceUnavailable: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description Seconds to wait before retrying. */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "service_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `service_unavailable`: A dependency was briefly unavailable (throttled, down, or not answering in time); retry after `Retry-After` seconds. On the partner callback route also a stage whose partner callback secret is not configured (`details.reason`: `partner_callback_secret_not_configured`) */
        ServiceUnavailable2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                /** @description Seconds to wait before retrying. */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "service_unavailable";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `unauthenticated`: No, malformed, unknown, expired or revoked key; `details.reason` says which (`missing`, `malformed`, `unknown`, `expired`, `revoked`). On a route that allows console sessions, a session refused: `session_missing`, `session_unknown`, `session_expired`, `session_idle`, `session_member_removed`, `session_passkey_removed` */
        Unauthenticated: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description `Bearer`. */
                "WWW-Authenticate": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "unauthenticated";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `unauthenticated`: No, malformed, unknown, expired or revoked key; `details.reason` says which (`missing`, `malformed`, `unknown`, `expired`, `revoked`). On a route that allows console sessions, a session refused: `session_missing`, `session_unknown`, `session_expired`, `session_idle`, `session_member_removed`, `session_passkey_removed` */
        Unauthenticated2: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                "X-Service-Provider-Network-Mode": string;
                /** @description `Bearer`. */
                "WWW-Authenticate": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "unauthenticated";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
        /** @description `webhook_disabled`: A test or resend for a disabled webhook (enable it first) */
        WebhookDisabled: {
            headers: {
                /** @description The request id, the same as `request_id`. */
                "X-Request-Id": string;
                /** @description `no-store`: responses can carry secrets and are never cached. */
                "Cache-Control": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: null;
                    error: {
                        /**
                         * @description Stable, machine-readable error code.
                         * @enum {string}
                         */
                        code: "webhook_disabled";
                        /** @description Human-readable explanation; may change, do not parse it. */
                        message: string;
                        /** @description Structured detail, such as `fields`. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                    /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                    request_id: string;
                };
            };
        };
    };
    parameters: {
        /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
        Environment: "sandbox" | "live";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listApiKeys: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the workspace's API keys, newest first. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListApiKeysResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Create an API key; the secret is returned once, in data.token. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateApiKeyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            409: components["responses"]["IdempotencyKeyInProgressOrIdempotencyKeyReusedOrLimitExceeded"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKey: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The API key id. */
                apiKeyId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one API key (never its secret). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetApiKeyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The API key id. */
                apiKeyId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke an API key: refused at once by writes, within about a second by reads. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevokeApiKeyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the workspace's members, oldest first (the owner first), removed ones included. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListMembersResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMember: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The member id. */
                memberId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one member: status, scopes, whether they can approve, their keys and when they were last seen. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetMemberResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeMember: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The member id. */
                memberId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a member: their keys (and every key minted under them) are revoked at once; a member who can approve waits for another member's approval. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RemoveMemberResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            /** @description The member can approve: the removal waits for another member (`pending_change`); nothing is removed yet. */
            202: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RemoveMemberResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the workspace's invitations, newest first (never their tokens). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListInvitationsResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvitation: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationRequest"];
            };
        };
        responses: {
            /** @description Invite a member: a one-time, expiring enrolment link whose token is shown once, in data.token. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateInvitationResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            409: components["responses"]["ConflictOrIdempotencyKeyInProgressOrIdempotencyKeyReused"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The invitation id. */
                invitationId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke an unused invitation: its token is refused from the next request; a member change it waits for is cancelled. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevokeInvitationResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enrolmentOptions: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolmentOptionsRequest"];
            };
        };
        responses: {
            /** @description Registration options for the invitee's first passkey (WebAuthn): a single-use challenge bound to the invitation. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicKeyCredentialCreationOptionsJSON"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequired"];
            409: components["responses"]["InvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enrolMember: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolMemberRequest"];
            };
        };
        responses: {
            /** @description Use an invitation: makes the member and a key acting for them; the key's secret is returned once, in data.token. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EnrolMemberResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequired"];
            409: components["responses"]["ConflictOrInvalidStateTransitionOrLimitExceeded"];
            413: components["responses"]["PayloadTooLarge"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMemberChanges: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List member changes (approvers added or removed) waiting for or decided by another member, newest first. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListMemberChangesResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMemberChange: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The member change id. */
                memberChangeId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one member change: who it is about, who asked, its approvals and expiry. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetMemberChangeResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveMemberChange: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The member change id. */
                memberChangeId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approve a member change (a member other than the requester): an invitation opens, a removal is applied and its keys revoked, a passkey removal removes the passkey. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApproveMemberChangeResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbiddenOrRequesterCannotApprove"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectMemberChange: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The member change id. */
                memberChangeId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reject a member change (a member other than the requester); a rejected invitation is revoked. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RejectMemberChangeResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbiddenOrRequesterCannotApprove"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPasskeys: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Only this member's passkeys. */
                member_id?: components["schemas"]["Uuid"];
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the members' passkeys (or one member's, `member_id`), oldest first: never a public key or a counter. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListPasskeysResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addPasskey: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddPasskeyRequest"];
            };
        };
        responses: {
            /** @description Add a passkey to the session's own member, registered over the options of `POST /v1/passkeys/registration-options`. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AddPasskeyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            409: components["responses"]["LimitExceeded"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPasskeyRegistrationOptions: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Registration options (WebAuthn) for another passkey of the session's member: a single-use challenge bound to them. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicKeyCredentialCreationOptionsJSON"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            409: components["responses"]["LimitExceeded"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePasskey: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The passkey id. */
                passkeyId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a passkey: by a console session of its member signed in with another of their passkeys, or by a second member (held for approval when an approver's approvals need it). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RemovePasskeyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            /** @description A second member's removal of a passkey of a member who can approve, where `passkey_required` is on: it waits for another member (`pending_change`, kind `passkey_removal`); nothing is removed yet. */
            202: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RemovePasskeyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkspace: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read your workspace, its environments' settings and your API key. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetWorkspaceResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the workspace's audit log, newest first: who created or revoked keys, invited or removed members, changed settings, signed in to the console, and what the operator CLI did. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListAuditLogResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransferPolicy: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the transfer policy of the environment. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The policy `version` as a strong ETag (`"3"`), for `If-Match`. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetTransferPolicyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putTransferPolicy: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Write (or hold back) only if the policy is still at this version (`"3"`, from the ETag); otherwise 412. */
                "If-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutTransferPolicyRequest"];
            };
        };
        responses: {
            /** @description Replace the transfer policy of the environment (optionally conditional on If-Match); a loosening waits for another member. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The stored `version` as a strong ETag: the new one on 200, the unchanged one on 202. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PutTransferPolicyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            /** @description The change loosens the policy: it waits for another member (`pending_change`); `policy` is the stored policy, unchanged. */
            202: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The stored `version` as a strong ETag: the new one on 200, the unchanged one on 202. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PutTransferPolicyResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNetworks: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the enabled networks of the environment and the supported catalogue. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetNetworksResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putNetworks: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutNetworksRequest"];
            };
        };
        responses: {
            /** @description Replace the enabled networks of the environment. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetNetworksResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransferApprovals: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read whether transfers need approval in this environment, and by how many members. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The requirement `version` as a strong ETag (`"3"`), for `If-Match`. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetTransferApprovalsResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putTransferApprovals: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Write (or hold back) only if the requirement is still at this version (`"3"`, from the ETag); otherwise 412. */
                "If-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutTransferApprovalsRequest"];
            };
        };
        responses: {
            /** @description Replace the approval requirement of the environment (optionally conditional on If-Match); a loosening waits for another member. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The stored `version` as a strong ETag: the new one on 200, the unchanged one on 202. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PutTransferApprovalsResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            /** @description The change loosens the requirement: it waits for another member (`pending_change`); `approvals` is the stored requirement, unchanged. */
            202: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The stored `version` as a strong ETag: the new one on 200, the unchanged one on 202. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PutTransferApprovalsResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSettingChanges: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Only changes in this status (`pending`: those waiting for approval). */
                status?: "pending" | "approved" | "rejected" | "expired" | "superseded";
                /** @description Only changes of this setting. */
                setting?: "transfer_policy" | "transfer_approvals";
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List setting changes waiting for (or decided by) another member, newest first; filter by status and setting. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListSettingChangesResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSettingChange: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The setting change id (SettingChange.id). */
                changeId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one setting change: who asked, the exact difference, its approvals and expiry. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetSettingChangeResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSettingChangeApprovalIntent: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The setting change id (SettingChange.id). */
                changeId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approval intent of a setting change for the calling member: what they approve, its digest, and WebAuthn options to sign it with a passkey. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalIntent"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbiddenOrRequesterCannotApprove"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveSettingChange: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The setting change id (SettingChange.id). */
                changeId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApproveSettingChangeRequest"];
            };
        };
        responses: {
            /** @description Approve a setting change (a member other than the requester); the last approval needed applies it. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApproveSettingChangeResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbiddenOrPasskeyRequiredOrRequesterCannotApprove"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectSettingChange: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The setting change id (SettingChange.id). */
                changeId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reject a setting change waiting for approval (a member other than the requester); the setting stays as it is. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RejectSettingChangeResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbiddenOrRequesterCannotApprove"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the webhooks of the environment, newest first. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListWebhooksResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Create a webhook; the signing secret is returned once, in data.signing_secret. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateWebhookResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            409: components["responses"]["IdempotencyKeyInProgressOrIdempotencyKeyReusedOrLimitExceeded"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one webhook (never its secret). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetWebhookResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a webhook; its pending deliveries are canceled. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeleteWebhookResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Change a webhook’s name, URL or event types. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetWebhookResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableWebhook: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stop deliveries to a webhook, keeping its configuration. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetWebhookResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enableWebhook: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resume deliveries to a disabled webhook. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetWebhookResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Replace the signing secret at once; the new one is returned once. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RotateWebhookSecretResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testWebhook: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a webhook.test event to this webhook only. */
            202: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TestWebhookResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WebhookDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List delivery attempts to this webhook, newest first. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListWebhookDeliveriesResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The webhook id. */
                webhookId: components["schemas"]["Uuid"];
                /** @description The delivery id (`dlv_…`). */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a delivery again, with a fresh retry schedule. */
            202: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResendWebhookDeliveryResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DeliveryInProgressOrWebhookDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Only events of this type. */
                type?: "webhook.test" | "webhook.disabled" | "webhook.parked" | "webhook.resumed" | "transfer.requested" | "transfer.approved" | "transfer.rejected" | "transfer.canceled" | "transfer.released" | "transfer.completed" | "transfer.failed" | "transaction.created" | "transaction.completed" | "workspace.setting_change.requested" | "workspace.setting_change.approved" | "workspace.setting_change.rejected" | "workspace.setting_change.expired" | "workspace.setting_change.superseded" | "ramp.payment.created" | "ramp.payment.processing" | "ramp.payment.requires_action" | "ramp.payment.succeeded" | "ramp.payment.failed" | "ramp.payment.cancelled" | "ramp.payment.expired";
                /** @description Only events created after this instant. */
                created_after?: components["schemas"]["DateTime"];
                /** @description Only events created before this instant. */
                created_before?: components["schemas"]["DateTime"];
                /** @description `true`: only events some webhook has not yet received. */
                undelivered?: "true" | "false";
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List events, newest first; filter by type, created range and undelivered. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListEventsResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The event id (`evt_…`). */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one event. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetEventResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWallets: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the wallets of the environment, newest first. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListWalletsResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWallet: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWalletRequest"];
            };
        };
        responses: {
            /** @description Create a custodial wallet with one account per named network (each enabled for the workspace). */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateWalletResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            409: components["responses"]["IdempotencyKeyInProgressOrIdempotencyKeyReusedOrLimitExceeded"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["NetworkNotEnabled"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["CustodyUnavailableOrServiceUnavailable"];
        };
    };
    getWallet: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The wallet id. */
                walletId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one wallet with its accounts. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateWalletResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWalletTransactions: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Only transactions of this type. */
                type?: "deposit" | "withdrawal";
                /** @description Only transactions in this status. */
                status?: "pending" | "processing" | "completed" | "failed" | "canceled";
                /** @description Only transactions on this network. */
                network_code?: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
                /** @description Only transactions of this asset. */
                asset_symbol?: string;
                /** @description Only transactions created at or after this time. */
                created_after?: components["schemas"]["DateTime"];
                /** @description Only transactions created at or before this time. */
                created_before?: components["schemas"]["DateTime"];
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The wallet id. */
                walletId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a wallet's transactions, newest first; filter by type, status, network, asset and created range. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListWalletTransactionsResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBalances: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balances per wallet account, and workspace totals per asset. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetBalancesResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransaction: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The transaction id. */
                transactionId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one wallet transaction and the transfer that made it (null for a deposit). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetTransactionResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandboxDeposit: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The wallet id. */
                walletId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSandboxDepositRequest"];
            };
        };
        responses: {
            /** @description Fund a sandbox wallet: an inbound transaction that confirms after a short delay. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateSandboxDepositResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbiddenOrSandboxOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgressOrIdempotencyKeyReused"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["AssetNotSupportedOrNetworkNotEnabled"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTransfers: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Only transfers in this approval state. */
                approval_state?: "pending_approval" | "approved" | "rejected" | "canceled" | "not_required";
                /** @description Only transfers in this status. */
                status?: "pending" | "processing" | "completed" | "failed" | "canceled";
                /** @description Only transfers from this wallet. */
                wallet_id?: components["schemas"]["Uuid"];
                /** @description Only transfers on this network. */
                network_code?: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List transfers, newest first; filter by approval_state, status, wallet_id and network_code. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListTransfersResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTransfer: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTransferRequest"];
            };
        };
        responses: {
            /** @description With `dry_run: true`: the policy and balance evaluation; nothing is created or reserved. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TransferDryRun"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            /** @description Request a transfer out of a wallet (reserving the amount), or evaluate one with dry_run (200). */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transfer"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrIdempotencyKeyInProgressOrIdempotencyKeyReused"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["AssetNotSupportedOrInsufficientFundsOrInvalidDestinationOrNetworkNotEnabledOrTransferPolicyViolation"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["CustodyUnavailableOrServiceUnavailable"];
        };
    };
    getTransfer: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The transfer activity id (TransferActivity.id). */
                activityId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one transfer by its activity id. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transfer"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTransferApprovalIntent: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The transfer activity id (TransferActivity.id). */
                activityId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approval intent of a transfer for the calling member: what they approve, its digest, and WebAuthn options to sign it with a passkey. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalIntent"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbiddenOrRequesterCannotApprove"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveTransfer: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The transfer activity id (TransferActivity.id). */
                activityId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApproveSettingChangeRequest"];
            };
        };
        responses: {
            /** @description Approve a transfer (another member than the requester); the last approval needed releases it to custody. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transfer"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbiddenOrPasskeyRequiredOrRequesterCannotApprove"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectTransfer: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The transfer activity id (TransferActivity.id). */
                activityId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reject a transfer waiting for approval; its reservation is released. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transfer"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbiddenOrRequesterCannotApprove"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelTransfer: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The transfer activity id (TransferActivity.id). */
                activityId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel a transfer waiting for approval; its reservation is released. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transfer"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAddressBook: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Only entries on this network. */
                network_code?: "ethereum" | "polygon" | "base" | "arbitrum" | "optimism" | "bsc" | "avalanche" | "solana" | "tron" | "bitcoin";
                /** @description Only entries in this status. */
                status?: "active" | "archived";
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List address book entries, newest first; filter by network_code and status. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListAddressBookResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAddressBookEntry: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAddressBookEntryRequest"];
            };
        };
        responses: {
            /** @description Add a destination address, validated and normalised for its network; one active entry per network and address. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateAddressBookEntryResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            409: components["responses"]["ConflictOrIdempotencyKeyInProgressOrIdempotencyKeyReused"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAddressBookEntry: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The address book entry id. */
                entryId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one address book entry. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateAddressBookEntryResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAddressBookEntry: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The address book entry id. */
                entryId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAddressBookEntryRequest"];
            };
        };
        responses: {
            /** @description Change an active entry's label, asset, notes or trust status. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateAddressBookEntryResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    archiveAddressBookEntry: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The address book entry id. */
                entryId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archive an entry: it frees its address and can no longer be a transfer destination. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateAddressBookEntryResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProviders: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Only providers serving this country (ISO 3166-1 alpha-2, any case). */
                country?: string;
                /** @description Only providers handling this currency or asset code (any case). */
                currency?: string;
                /** @description Only providers offering this rail. */
                rail?: "bank" | "mobile_money" | "wallet" | "ach" | "wire" | "sepa" | "faster_payments" | "interac";
                /** @description Only providers paying out by this method. */
                payout_method?: "bank" | "mobile_money" | "wallet" | "ach" | "wire" | "sepa" | "faster_payments" | "interac";
                /** @description Only providers in this status. */
                status?: "active" | "inactive";
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the providers of the environment, filtered by country, currency, rail or payout method and status. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                    "X-Service-Provider-Network-Mode": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListProvidersResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest2"];
            401: components["responses"]["Unauthenticated2"];
            403: components["responses"]["EdgeRequiredOrForbidden2"];
            413: components["responses"]["PayloadTooLarge2"];
            429: components["responses"]["RateLimited2"];
            431: components["responses"]["HeadersTooLarge2"];
            500: components["responses"]["InternalError2"];
            503: components["responses"]["ProviderNetworkUnavailableOrServiceUnavailable"];
        };
    };
    getProvider: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description A provider id or code, as the listing returns them. */
                providerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one provider by its opaque id or its code. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                    "X-Service-Provider-Network-Mode": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GetProviderResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest2"];
            401: components["responses"]["Unauthenticated2"];
            403: components["responses"]["EdgeRequiredOrForbidden2"];
            404: components["responses"]["NotFound2"];
            413: components["responses"]["PayloadTooLarge2"];
            429: components["responses"]["RateLimited2"];
            431: components["responses"]["HeadersTooLarge2"];
            500: components["responses"]["InternalError2"];
            503: components["responses"]["ProviderNetworkUnavailableOrServiceUnavailable"];
        };
    };
    listRampPayments: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: number;
                /** @description `next_cursor` of the previous page; omit for the first page. */
                cursor?: string;
                /** @description Only payments in this status. */
                status?: "pending" | "processing" | "requires_action" | "succeeded" | "failed" | "cancelled" | "expired";
                /** @description Only on-ramps or only off-ramps. */
                direction?: "on_ramp" | "off_ramp";
                /** @description Only payments on this rail. */
                rail?: "bank" | "mobile_money" | "wallet" | "ach" | "wire" | "sepa" | "faster_payments" | "interac";
                /** @description Only payments created at or after this instant. */
                created_from?: components["schemas"]["DateTime"];
                /** @description Only payments created up to this instant. */
                created_to?: components["schemas"]["DateTime"];
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List ramp payments, newest first, filtered by status, direction, rail and created range. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListRampPaymentsResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidCursorOrInvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRampPayment: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRampPaymentRequest"];
            };
        };
        responses: {
            /** @description With `dry_run: true`: the evaluation (corridor, provider, transfer policy on a wallet payout); nothing is created or submitted. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RampPaymentDryRun"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            /** @description Create a ramp payment without a quote; the service selects the provider. Idempotent on idempotency_key; evaluate one with dry_run (200). */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RampPayment"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentTypeOrUnsupportedCorridor"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbiddenOrLiveRampsUnavailable"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrIdempotencyKeyInProgressOrIdempotencyKeyReused"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["AssetNotSupportedOrInsufficientFundsOrNetworkNotEnabledOrTransferPolicyViolation"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["CustodyUnavailableOrProviderNetworkUnavailableOrServiceUnavailable"];
        };
    };
    getRampPayment: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The payment reference (`rp_…`). */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one ramp payment. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RampPayment"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelRampPayment: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The payment reference (`rp_…`). */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel a payment that is pending or requires action (funded from a wallet: with its transfer, while that awaits approval). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RampPayment"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ConflictOrInvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advanceSandboxRampPayment: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The payment reference (`rp_…`). */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceSandboxRampPaymentRequest"];
            };
        };
        responses: {
            /** @description Sandbox only: move a payment to a named next status (it then stops advancing on its own). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RampPayment"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbiddenOrSandboxOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvalidStateTransition"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receivePartnerEvent: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceivePartnerEventRequest"];
            };
        };
        responses: {
            /** @description The partner's signed payment status callback (hybrid mode): moves the payment through the state machine, idempotent on the event id. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceivePartnerEventResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["InvalidSignature"];
            403: components["responses"]["EdgeRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createQuoteRequest: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQuoteRequestRequest"];
            };
        };
        responses: {
            /** @description Ask every eligible provider for a quote; the request is collecting until expires_at. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                    "X-Service-Provider-Network-Mode": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateQuoteRequestResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentTypeOrUnsupportedCorridor2"];
            401: components["responses"]["Unauthenticated2"];
            403: components["responses"]["EdgeRequiredOrForbidden2"];
            404: components["responses"]["NotFound2"];
            409: components["responses"]["IdempotencyKeyInProgressOrIdempotencyKeyReused2"];
            413: components["responses"]["PayloadTooLarge2"];
            429: components["responses"]["RateLimited2"];
            431: components["responses"]["HeadersTooLarge2"];
            500: components["responses"]["InternalError2"];
            503: components["responses"]["ProviderNetworkUnavailableOrServiceUnavailable"];
        };
    };
    getQuoteRequest: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The quote request id. */
                quoteRequestId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a quote request. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                    "X-Service-Provider-Network-Mode": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreateQuoteRequestResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest2"];
            401: components["responses"]["Unauthenticated2"];
            403: components["responses"]["EdgeRequiredOrForbidden2"];
            404: components["responses"]["NotFound2"];
            413: components["responses"]["PayloadTooLarge2"];
            429: components["responses"]["RateLimited2"];
            431: components["responses"]["HeadersTooLarge2"];
            500: components["responses"]["InternalError2"];
            503: components["responses"]["ServiceUnavailable2"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The quote request id. */
                quoteRequestId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quotes of a quote request, one per eligible provider, recommended first. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                    "X-Service-Provider-Network-Mode": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ListQuotesResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest2"];
            401: components["responses"]["Unauthenticated2"];
            403: components["responses"]["EdgeRequiredOrForbidden2"];
            404: components["responses"]["NotFound2"];
            413: components["responses"]["PayloadTooLarge2"];
            429: components["responses"]["RateLimited2"];
            431: components["responses"]["HeadersTooLarge2"];
            500: components["responses"]["InternalError2"];
            503: components["responses"]["ServiceUnavailable2"];
        };
    };
    executeQuote: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: {
                /** @description Makes the create repeatable, as the body field `idempotency_key` does (the header is taken as that field): the same key and body answer with the resource made first and `Idempotent-Replayed: true`; another body is 409 `idempotency_key_reused`; a repeat while the first is still running is 409 `idempotency_key_in_progress` with `Retry-After`. Both given and different is 400 `idempotency_key_mismatch`. Keys are kept 25 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The quote request id. */
                quoteRequestId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExecuteQuoteRequest"];
            };
        };
        responses: {
            /** @description Execute one quote: creates the ramp payment through the same path as a direct create. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The active provider-network mode: `hybrid` for the hybrid adapter; the mock mode has another value. */
                    "X-Service-Provider-Network-Mode": string;
                    /** @description `true` when this answer replays the resource a first request with the same idempotency key created; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RampPayment"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["IdempotencyKeyMismatchOrInvalidJsonOrInvalidRequestOrUnsupportedContentType2"];
            401: components["responses"]["Unauthenticated2"];
            403: components["responses"]["EdgeRequiredOrForbiddenOrLiveRampsUnavailable2"];
            404: components["responses"]["NotFound2"];
            409: components["responses"]["ConflictOrIdempotencyKeyInProgressOrIdempotencyKeyReusedOrQuoteAlreadyExecutedOrQuoteExpired"];
            413: components["responses"]["PayloadTooLarge2"];
            422: components["responses"]["AssetNotSupportedOrInsufficientFundsOrNetworkNotEnabledOrTransferPolicyViolation2"];
            429: components["responses"]["RateLimited2"];
            431: components["responses"]["HeadersTooLarge2"];
            500: components["responses"]["InternalError2"];
            503: components["responses"]["CustodyUnavailableOrProviderNetworkUnavailableOrServiceUnavailable2"];
        };
    };
    resolveIdentity: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveIdentityRequest"];
            };
        };
        responses: {
            /** @description Resolve a customer's identity number against the country's scheme; the number is never stored. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResolveIdentityResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidIdNumberOrInvalidJsonOrInvalidRequestOrUnsupportedContentTypeOrUnsupportedIdType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            404: components["responses"]["IdentityNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["IdentityProviderUnavailable"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This OpenAPI 3.1 document (no API key needed). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `public, max-age=<seconds>`: how long the body may be cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            403: components["responses"]["EdgeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocsPage: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API reference, rendered from /v1/openapi.json (no API key needed). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `public, max-age=<seconds>`: how long the body may be cached. */
                    "Cache-Control": string;
                    /** @description Scripts, styles, images and fetches from this origin only (plus `data:` images and fonts): the page loads nothing from other hosts. */
                    "Content-Security-Policy": string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            403: components["responses"]["EdgeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocsRenderer: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page's renderer script (Redoc's standalone bundle). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `public, max-age=<seconds>`: how long the body may be cached. */
                    "Cache-Control": string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            403: components["responses"]["EdgeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGuide: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The guide, by file name. */
                guide: "api.md" | "wallets-transfers.md" | "webhooks.md" | "ramp.md" | "setting-changes.md" | "live-custody.md" | "local-stack.md" | "sdk.md";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A guide from the repository's docs/ folder, as its Markdown source (no API key needed). */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `public, max-age=<seconds>`: how long the body may be cached. */
                    "Cache-Control": string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            403: components["responses"]["EdgeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConsolePage: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The console: approvals, wallets, transfers, members and webhooks for people, signed in with a passkey. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`. */
                    "Cache-Control": string;
                    /** @description The page's own script and stylesheet by their hashes, and fetches to this origin only: nothing from another host. */
                    "Content-Security-Policy": string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options": string;
                    /** @description `no-referrer`. */
                    "Referrer-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            403: components["responses"]["EdgeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConsoleEnrolmentPage: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The console's enrolment page, the target of an invitation's link: enrol a passkey with the invitation's token. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`. */
                    "Cache-Control": string;
                    /** @description The page's own script and stylesheet by their hashes, and fetches to this origin only: nothing from another host. */
                    "Content-Security-Policy": string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options": string;
                    /** @description `no-referrer`. */
                    "Referrer-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            403: components["responses"]["EdgeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConsoleSessionOptions: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConsoleSessionOptionsRequest"];
            };
        };
        responses: {
            /** @description Sign-in options (WebAuthn) for a workspace: a single-use challenge for any passkey of its members. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicKeyCredentialRequestOptionsJSON"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            403: components["responses"]["EdgeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConsoleSession: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConsoleSessionRequest"];
            };
        };
        responses: {
            /** @description Sign in with a passkey: a console session, its cookie set. */
            201: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description The session cookie (`__Host-console_session`; `HttpOnly; Secure; SameSite=Strict`). */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleSession"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidJsonOrInvalidRequestOrUnsupportedContentType"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequired"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConsoleSession: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The console session this request came with: its member, deadlines and CSRF token. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleSession"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["EdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteConsoleSession: {
        parameters: {
            query?: {
                /** @description Which environment to act in. Resources and settings exist separately in each; API keys serve both. */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign out: end the console session at once and clear its cookie. */
            200: {
                headers: {
                    /** @description The request id, the same as `request_id`. */
                    "X-Request-Id": string;
                    /** @description `no-store`: responses can carry secrets and are never cached. */
                    "Cache-Control": string;
                    /** @description Clears the session cookie (`Max-Age=0`). */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeleteConsoleSessionResult"];
                        error: null;
                        /** @description The request id, also sent as `X-Request-Id`; quote it to support. */
                        request_id: string;
                    };
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CsrfFailedOrEdgeRequiredOrForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, equal to `id` in the body; the same on every retry and resend, so receivers de-duplicate on it. */
                "X-Service-Webhook-ID": string;
                /** @description The event type, equal to `type` in the body. */
                "X-Service-Webhook-Type": "webhook.test" | "webhook.disabled" | "webhook.parked" | "webhook.resumed" | "transfer.requested" | "transfer.approved" | "transfer.rejected" | "transfer.canceled" | "transfer.released" | "transfer.completed" | "transfer.failed" | "transaction.created" | "transaction.completed" | "workspace.setting_change.requested" | "workspace.setting_change.approved" | "workspace.setting_change.rejected" | "workspace.setting_change.expired" | "workspace.setting_change.superseded" | "ramp.payment.created" | "ramp.payment.processing" | "ramp.payment.requires_action" | "ramp.payment.succeeded" | "ramp.payment.failed" | "ramp.payment.cancelled" | "ramp.payment.expired";
                /** @description Unix seconds at which the delivery was signed. */
                "X-Service-Webhook-Timestamp": string;
                /** @description `v1=` followed by the lower-case hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the signing secret. */
                "X-Service-Webhook-Signature": string;
                /** @description The event's sequence number for its resource (1, 2, 3 …), beyond the contract: receivers order a resource's events by it. */
                "X-Service-Webhook-Sequence": string;
                /** @description Identifies the sender and the delivery format version. */
                "User-Agent": "Service-Webhooks/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDelivery"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery; anything else, or no answer, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
