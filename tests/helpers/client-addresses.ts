// The tests' visitors, each from an address of its own: the public forms' and beacons' rate limits count per client
// address, so a test that sends many requests, or several tests of one file, must not share one.

/** Distinct client addresses in 10.<network>.0.0/16, the next one at each call (up to 64,000 of them). */
export function clientAddresses(network: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `10.${network}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}
