// Game codes: the seed of a game's deals, six characters that are easy to read
// out and type again (no I/1, no O/0).

const SEED_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const SEED_LENGTH = 6;

/** A fresh game code, e.g. "K7QX2M". */
export function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(SEED_LENGTH));
  return Array.from(bytes, (byte) => SEED_ALPHABET[byte % SEED_ALPHABET.length]).join("");
}
