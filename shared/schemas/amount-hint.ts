/**
 * An amount refused because it was sent as a decimal (`"1.5"`) gets what it is in base units of
 * the asset the body names, with the asset's decimals: the schema alone cannot know them. Routes
 * whose body has `amount_base_units`, `network_code` and `asset_symbol` declare it as their
 * `explainInvalid`.
 */
import type { FieldErrors } from '#shared/model/errors.ts';
import { decimalAmountHint } from '#shared/model/money/units.ts';
import { findAsset } from '#shared/model/networks/assets.ts';

export function explainAmountDecimals(fields: FieldErrors, body: unknown): void {
  const problems = fields['body.amount_base_units'];
  if (!problems) return;
  const { amount_base_units: amount, network_code: network, asset_symbol: symbol } = (body ?? {}) as Record<string, unknown>;
  const asset = typeof network === 'string' && typeof symbol === 'string' ? findAsset(network, symbol) : undefined;
  const hint = asset ? decimalAmountHint(amount, asset.symbol, asset.decimals) : null;
  if (hint) problems.push(hint);
}
