/** POST /v1/ramp/payments refuses every malformed field and mismatch with 400 and field details. */
import { describe, expect, it } from 'vitest';
import { newWorkspace } from '../support/api.ts';
import { sendRaw } from '../support/fuzz/raw-http.ts';
import { createPayment, ETH_ADDRESS, offRamp, onRamp } from '../support/ramp.ts';

const fieldsOf = (body: any) => Object.keys(body.error?.details?.fields ?? {}).sort();

describe('ramp payment validation', () => {
  it('refuses malformed amounts, enumerations, countries and unknown fields, all at once', async () => {
    const ws = await newWorkspace();
    const res = await createPayment(
      ws.token,
      offRamp('bank', { direction: 'sideways', rail: 'pigeon', country_code: 'ng', source_amount: '1e6', surprise: 1 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(fieldsOf(res.body)).toEqual(['body.country_code', 'body.direction', 'body.rail', 'body.source_amount', 'body.surprise']);
  });

  it.each([['0'], ['-5'], ['+5'], ['1.5'], ['1e6'], ['007'], [''], [' 5'], ['1'.repeat(31)]])('refuses the amount %j', async (amount) => {
    const ws = await newWorkspace();
    const res = await createPayment(ws.token, offRamp('bank', { source_amount: amount }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['body.source_amount']);
  });

  it('refuses a number instead of a string amount, and reserved country codes', async () => {
    const ws = await newWorkspace();
    expect(fieldsOf((await createPayment(ws.token, offRamp('bank', { source_amount: 1000 }))).body)).toEqual(['body.source_amount']);
    for (const code of ['XX', 'EU', 'UK', 'NGA']) {
      expect(fieldsOf((await createPayment(ws.token, offRamp('bank', { country_code: code }))).body)).toEqual(['body.country_code']);
    }
  });

  it('refuses a destination that does not match the rail, or with more than one member', async () => {
    const ws = await newWorkspace();
    const wrong = await createPayment(
      ws.token,
      offRamp('sepa', { destination: { wallet: { address: ETH_ADDRESS, network: 'ethereum' } } }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields['body.destination.wallet'][0]).toMatch(/takes destination.bank_account/);
    const two = await createPayment(
      ws.token,
      offRamp('wallet', {
        destination: {
          wallet: { address: ETH_ADDRESS, network: 'ethereum' },
          mobile_money: { phone_number: '+254712345678', provider_code: 'mpesa', country_code: 'KE' },
        },
      }),
    );
    expect(fieldsOf(two.body)).toEqual(['body.destination']);
    const none = await createPayment(ws.token, offRamp('bank', { destination: {} }));
    expect(fieldsOf(none.body)).toEqual(['body.destination']);
  });

  it('checks IBAN check digits and structure', async () => {
    const ws = await newWorkspace();
    for (const iban of ['DE89370400440532013001', 'DE8937040044053201300', 'XX89370400440532013000', 'GB29NWBK60161331926818']) {
      const res = await createPayment(
        ws.token,
        offRamp('sepa', { destination: { bank_account: { account_name: 'A', account_number: '1', iban } } }),
      );
      expect(res.status, iban).toBe(400);
      expect(fieldsOf(res.body), iban).toEqual(['body.destination.bank_account.iban']);
    }
    const missing = await createPayment(
      ws.token,
      offRamp('sepa', { destination: { bank_account: { account_name: 'A', account_number: '1' } } }),
    );
    expect(missing.body.error.details.fields['body.destination.bank_account.iban'][0]).toMatch(/Required for the sepa rail/);
  });

  it('checks the bank fields each rail needs', async () => {
    const ws = await newWorkspace();
    const acct = (extra: object) => ({ bank_account: { account_name: 'A', ...extra } });
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['faster_payments', { destination: acct({ account_number: '31926819' }) }, ['body.destination.bank_account.sort_code']],
      [
        'faster_payments',
        { destination: acct({ account_number: '123', sort_code: '12-34' }) },
        ['body.destination.bank_account.account_number', 'body.destination.bank_account.sort_code'],
      ],
      [
        'ach',
        { destination: acct({ account_number: '123456789', routing_number: '011000016', account_type: 'checking' }) },
        ['body.destination.bank_account.routing_number'],
      ],
      [
        'ach',
        { destination: acct({ account_number: '123456789', routing_number: '011000015' }) },
        ['body.destination.bank_account.account_type'],
      ],
      [
        'wire',
        { destination: acct({ account_number: '123456789', routing_number: '011000015', swift_code: 'NOTABIC!' }) },
        ['body.destination.bank_account.swift_code'],
      ],
      ['interac', { destination: acct({ account_number: '1234567' }) }, ['body.destination.bank_account.beneficiary.email']],
      [
        'bank',
        { destination: acct({ account_number: '12345' }) },
        ['body.destination.bank_account.account_number', 'body.destination.bank_account.bank_code'],
      ],
    ];
    for (const [rail, overrides, fields] of cases) {
      const res = await createPayment(ws.token, offRamp(rail as 'bank', overrides));
      expect(res.status, `${rail} ${JSON.stringify(overrides)}`).toBe(400);
      expect(fieldsOf(res.body), rail).toEqual(fields);
    }
  });

  it('checks mobile money numbers, operators and country', async () => {
    const ws = await newWorkspace();
    const res = await createPayment(
      ws.token,
      offRamp('mobile_money', {
        destination: { mobile_money: { phone_number: '+2348012345678', provider_code: 'mtn', country_code: 'UG', currency_code: 'NGN' } },
      }),
    );
    expect(fieldsOf(res.body)).toEqual([
      'body.destination.mobile_money.country_code',
      'body.destination.mobile_money.currency_code',
      'body.destination.mobile_money.phone_number',
    ]);
  });

  it('validates wallet addresses for real, per network', async () => {
    const ws = await newWorkspace();
    const badChecksum = ETH_ADDRESS.replace('fB', 'Fb');
    for (const [address, network] of [
      [badChecksum, 'ethereum'],
      ['0x123', 'base'],
      [ETH_ADDRESS, 'solana'],
      ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8', 'tron'],
    ]) {
      const res = await createPayment(
        ws.token,
        offRamp('wallet', { destination_asset: network === 'tron' ? 'USDT' : 'USDC', destination: { wallet: { address, network } } }),
      );
      expect(fieldsOf(res.body), `${network} ${address}`).toEqual(['body.destination.wallet.address']);
    }
    const unknown = await createPayment(
      ws.token,
      offRamp('wallet', { destination: { wallet: { address: ETH_ADDRESS, network: 'dogechain' } } }),
    );
    expect(fieldsOf(unknown.body)).toEqual(['body.destination.wallet.network']);
  });

  it('checks that assets, networks and direction fit together', async () => {
    const ws = await newWorkspace();
    const cases: [Record<string, unknown>, string[]][] = [
      [offRamp('bank', { source_network: 'bitcoin' }), ['body.source_network']],
      [offRamp('bank', { source_asset: 'NGN' }), ['body.source_asset']],
      [offRamp('bank', { destination_asset: 'USDC' }), ['body.destination_asset']],
      [offRamp('bank', { destination_network: 'ethereum' }), ['body.destination_network']],
      [onRamp({ source_network: 'ethereum' }), ['body.source_network']],
      [onRamp({ source_asset: 'USDC' }), ['body.source_asset']],
      [onRamp({ destination_asset: 'NGN' }), ['body.destination_asset']],
      [
        onRamp({ rail: 'wallet', destination_network: undefined, destination: { wallet: { address: ETH_ADDRESS, network: 'ethereum' } } }),
        ['body.deliver_to'],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await createPayment(ws.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toEqual(fields);
    }
  });

  it('answers 400 unsupported_corridor with details when no provider serves the corridor or amount', async () => {
    const ws = await newWorkspace();
    const jp = await createPayment(ws.token, offRamp('bank', { country_code: 'JP', destination_asset: 'JPY' }));
    expect(jp.status).toBe(400);
    expect(jp.body.error).toMatchObject({
      code: 'unsupported_corridor',
      details: { reason: 'no_provider', corridor: { country_code: 'JP', fiat_currency: 'JPY', rail: 'bank' } },
    });
    const tiny = await createPayment(ws.token, offRamp('bank', { source_amount: '10' }));
    expect(tiny.body.error.code).toBe('unsupported_corridor');
    const huge = await createPayment(ws.token, offRamp('bank', { source_amount: '9'.repeat(20) }));
    expect(huge.body.error).toMatchObject({ code: 'unsupported_corridor', details: { reason: 'amount_out_of_range' } });
    expect(huge.body.error.details.limits[0]).toMatchObject({ provider: 'naira_rails', currency: 'NGN' });
  });

  it('keeps metadata storable: shallow, numbers DynamoDB keeps exactly, no __proto__ or constructor key (each was a 500 the fuzzer found)', async () => {
    const ws = await newWorkspace();
    const withMetadata = (metadata: string) => {
      const text = JSON.stringify(offRamp('bank')).slice(0, -1) + `,"metadata":${metadata}}`;
      return sendRaw(
        'POST',
        '/v1/ramp/payments',
        { authorization: `Bearer ${ws.token}`, 'content-type': 'application/json' },
        Buffer.from(text),
      );
    };
    const fieldsOf = async (metadata: string) => {
      const res = await withMetadata(metadata);
      return [res.status, JSON.parse(res.text).error?.details?.fields];
    };
    const tooBig = ['Numbers must be 0 or between 1e-130 and 2^53 − 1 in magnitude; send others as strings.'];
    expect(await fieldsOf('{"a":1e400}')).toEqual([400, { 'body.metadata': tooBig }]);
    expect(await fieldsOf('{"a":[123456789012345678901234567890]}')).toEqual([400, { 'body.metadata': tooBig }]);
    expect(await fieldsOf('{"a":{"b":-5.6e-210}}')).toEqual([400, { 'body.metadata': tooBig }]);
    expect(await fieldsOf('{"a":[{"constructor":1}]}')).toEqual([
      400,
      { 'body.metadata': ['The key constructor is not allowed, at any depth.'] },
    ]);
    expect(await fieldsOf('{"constructor":{"name":"Set"}}')).toEqual([
      400,
      { 'body.metadata': ['The key constructor is not allowed, at any depth.'] },
    ]);
    expect(await fieldsOf('{"a":' + '['.repeat(1000) + ']'.repeat(1000) + '}')).toEqual([
      400,
      { 'body.metadata': ['At most 5 levels of nesting.'] },
    ]);
    expect(await fieldsOf('{"a":{"__pr\\u006fto__":1}}')).toEqual([
      400,
      { body: ['The key __proto__ is not allowed anywhere in the body.'] },
    ]);
    expect(JSON.parse((await withMetadata('{"a":' + '['.repeat(50_000) + ']'.repeat(50_000) + '}')).text).error.code).toBe('invalid_json');
    const kept = JSON.parse((await withMetadata('{"order":{"id":9007199254740991,"tags":["a",1.5e-7,null]}}')).text);
    expect(kept.data.metadata).toEqual({ order: { id: 9007199254740991, tags: ['a', 1.5e-7, null] } });
  });

  it('answers 401 without a key and never 422', async () => {
    const res = await createPayment('wsk_' + 'x'.repeat(43), offRamp('bank'));
    expect(res.status).toBe(401);
  });
});
