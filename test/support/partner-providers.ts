/** The inventory the test partner serves: two providers in the partner interface's shape. */
export const PARTNER_PROVIDERS = [
  {
    id: 'ptn-lagos', code: 'lagos_partner_pay', name: 'Lagos Partner Pay', status: 'active', supports_auto_routing: true,
    provider_type: 'payment_processor', reliability_score: 0.97, speed_profile: 'instant', crypto_assets: { USDC: ['base', 'ethereum'] },
    corridors: [{ id: '8f1d2b1e-6f0a-4a52-9c1e-0d5f7c2b9a01', country: 'NG', currency: 'NGN', directions: ['on_ramp', 'off_ramp'], rails: ['bank', 'mobile_money'], min_amount: '100000', max_amount: '5000000000', fee_bps: 40, spread_bps: 60 }],
    metadata: { source: 'partner' },
  },
  {
    id: 'ptn-nairobi', code: 'nairobi_partner_pay', name: 'Nairobi Partner Pay', status: 'active', supports_auto_routing: false,
    provider_type: 'mobile_money_aggregator', reliability_score: 0.9, speed_profile: 'same_day', crypto_assets: { USDT: ['tron'] },
    corridors: [{ id: '8f1d2b1e-6f0a-4a52-9c1e-0d5f7c2b9a02', country: 'KE', currency: 'KES', directions: ['off_ramp'], rails: ['mobile_money'], min_amount: '10000', max_amount: '100000000', fee_bps: 50, spread_bps: 80 }],
  },
];
