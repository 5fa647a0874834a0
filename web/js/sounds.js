// Short sounds made with the Web Audio API (no sound files): a soft tick for
// a card on the table, two notes for a trick taken, a low note when the pig
// is taken. Off unless the player turns them on; the AudioContext is made at
// the first sound, after a tap, as browsers require.

const TONES = {
  card: [[660, 0.05]],
  trick: [
    [523, 0.07],
    [784, 0.09],
  ],
  pig: [[196, 0.22]],
};

export function createSounds() {
  let context = null;

  function tone(frequency, start, length) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "triangle";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.12, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + length + 0.02);
  }

  return {
    /** Plays `kind` ("card", "trick", "pig"); nothing where the browser has no Web Audio. */
    play(kind) {
      const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
      if (!Context || !TONES[kind]) return;
      try {
        context ??= new Context();
        if (context.state === "suspended") context.resume().catch(() => {});
        let at = context.currentTime;
        for (const [frequency, length] of TONES[kind]) {
          tone(frequency, at, length);
          at += length;
        }
      } catch (error) {
        console.warn("No sound:", error);
      }
    },
  };
}

/**
 * Watches the state after every change and plays what happened on the table:
 * a card more in the trick, a trick taken, the pig taken. Only while sounds are on.
 */
export function soundWatcher(sounds) {
  let cards = 0;
  let winner = null;
  let callouts = new Set();
  return (state) => {
    const trick = state.table.trick.length;
    const taken = state.table.winner;
    const pigs = new Set(state.table.callouts.filter((c) => c.kind === "pig" && c.taken).map((c) => c.id));
    if (state.settings.sounds && state.view) {
      if ([...pigs].some((id) => !callouts.has(id))) sounds.play("pig");
      else if (taken && taken !== winner) sounds.play("trick");
      else if (trick > cards) sounds.play("card");
    }
    [cards, winner, callouts] = [trick, taken, pigs];
  };
}
