/** Request data the scenarios send and the bench workspace is seeded with (plain data, no imports). */

/** Valid addresses on four networks, as a real policy would list them. */
export const POLICY = {
  allowed_destination_addresses: [
    '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
    'So11111111111111111111111111111111111111112',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ],
  blocked_destination_addresses: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
};

export const ENABLED_NETWORKS = ['ethereum', 'polygon', 'solana'] as const;
