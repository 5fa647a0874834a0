// Python's worker, started by the page's first script before anything else is fetched
// (start.js): on a phone the rest of the page takes a good part of a second to arrive and
// run, and the worker's start is the longest way to a playable table.
//
//   const early = startEarlyWorker(new URL("./worker.js", import.meta.url));
//   ...later, the PythonClient for that address:
//   const { worker, events } = early.adopt();  // null if already taken
//
// A worker's messages and errors that nobody listens to are lost, so until the client
// takes it over, this keeps every one, in order; the client then reads them first.

const KEPT = ["message", "error", "messageerror"];

/**
 * A worker started early, until the page's client takes it over.
 * @typedef {{url: string, adopt: () => ({worker: Worker, events: Event[]} | null)}} EarlyWorker
 */

/**
 * Starts the module worker at `url`; what it sends is kept until adopt().
 * @param {URL} url
 * @param {typeof Worker} [WorkerClass]
 * @returns {EarlyWorker}
 */
export function startEarlyWorker(url, WorkerClass = globalThis.Worker) {
  const worker = new WorkerClass(url, { type: "module" });
  /** @type {Event[] | null} */
  let kept = [];
  const keep = (/** @type {Event} */ event) => {
    if (event.type === "error") event.preventDefault(); // kept for the client, which reports it
    kept?.push(event);
  };
  for (const type of KEPT) worker.addEventListener(type, keep);
  return {
    /** The worker's address, as a string. */
    url: new URL(url).href,
    /** The worker and the events it sent so far; from then on the taker listens. Null the second time. */
    adopt() {
      if (kept === null) return null;
      for (const type of KEPT) worker.removeEventListener(type, keep);
      const events = kept;
      kept = null;
      return { worker, events };
    },
  };
}
