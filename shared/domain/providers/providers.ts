/**
 * The provider directory: the active adapter's providers as the API shows them, filtered and
 * paginated in memory (a directory holds tens of providers, not thousands), ordered by code.
 */
import { providerNetwork } from '#shared/adapters/provider-network/index.ts';
import type { ProviderDefinition } from '#shared/adapters/provider-network/types.ts';
import { notFound } from '#shared/model/errors.ts';
import { ID_FORMS, idCursor } from '#shared/db/cursor.ts';
import type { RampRail } from '#shared/model/ramp/vocabulary.ts';
import type { ProviderView } from '#shared/responses/providers.ts';
import type { TenantScope, Environment } from '#shared/model/tenancy.ts';

export interface ProviderFilters {
  country?: string | undefined;
  currency?: string | undefined;
  rail?: RampRail | undefined;
  payout_method?: RampRail | undefined;
  status?: 'active' | 'inactive' | undefined;
}

const CURSOR_PREFIX = 'PROVIDER#';

/** The API view; corridor details a caller may filter on are summarised in `metadata`. */
export function toProviderView(p: ProviderDefinition, environment: Environment): ProviderView {
  const rails = new Set(p.corridors.flatMap((c) => c.rails));
  return {
    id: p.id,
    environment,
    code: p.code,
    name: p.name,
    status: p.status,
    supports_auto_routing: p.supports_auto_routing,
    supported_payout_methods: [...rails].sort(),
    provider_type: p.provider_type,
    reliability_score: p.reliability_score,
    speed_profile: p.speed_profile,
    supported_corridor_ids: p.corridors.map((c) => c.id),
    metadata: {
      ...p.metadata,
      countries: [...new Set(p.corridors.map((c) => c.country))].sort(),
      currencies: [...new Set(p.corridors.flatMap((c) => (c.currency ? [c.currency] : [])))].sort(),
      crypto_assets: p.crypto_assets,
    },
  };
}

function matches(p: ProviderDefinition, f: ProviderFilters): boolean {
  if (f.status && p.status !== f.status) return false;
  return p.corridors.some(
    (c) =>
      (!f.country || c.country === f.country) &&
      (!f.currency || c.currency === f.currency || f.currency in p.crypto_assets) &&
      (!f.rail || c.rails.includes(f.rail)) &&
      (!f.payout_method || c.rails.includes(f.payout_method)),
  );
}

/** One page of the environment's providers matching every filter given. */
export async function listProviderViews(tenant: TenantScope, filters: ProviderFilters, limit: number, cursor: string | undefined) {
  const cursors = idCursor(tenant, CURSOR_PREFIX, ID_FORMS.providerCode);
  const after = cursors.after(cursor);
  const all = (await providerNetwork.listProviders(tenant.environment))
    .filter((p) => matches(p, filters))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const start = after ? all.findIndex((p) => p.code > after) : 0;
  const page = start < 0 ? [] : all.slice(start, start + limit);
  const last = page.at(-1);
  const more = start >= 0 && start + limit < all.length;
  return {
    items: page.map((p) => toProviderView(p, tenant.environment)),
    next_cursor: more && last ? cursors.next(last.code) : null,
  };
}

/** A provider by its opaque id or its code (case-insensitive); 404 when neither matches. */
export async function findProvider(environment: Environment, idOrCode: string): Promise<ProviderDefinition> {
  const providers = await providerNetwork.listProviders(environment);
  const lower = idOrCode.toLowerCase();
  const found = providers.find((p) => p.id === idOrCode) ?? providers.find((p) => p.code === lower);
  if (!found) throw notFound('provider');
  return found;
}
