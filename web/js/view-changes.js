// The engine's replies to a card ({op: "play" | "advance", changes: true}) carry what
// changed since the view before, not the whole view (gongzhu/pageview.py, view_changes),
// so that they stay small however long the game has run. The page applies them in order:
//
//   const view = applyChanges(before, reply.changes);   // a new object; `before` is left as it was
//
// changes = {set: {field: value}, append: {list: [new items]}, items: {list: [{changed fields}, …]},
//            from_seats: {list: "field"}}; applied in that order.

/** @typedef {import("./types/engine").View} View */
/** @typedef {import("./types/engine").SeatState} SeatState */
/** @typedef {import("./types/engine").ViewChanges} ViewChanges */

/**
 * The view `changes` describes, from the view `before` it (neither is changed).
 * @param {View} before
 * @param {ViewChanges} changes
 * @returns {View}
 */
export function applyChanges(before, { set = {}, append = {}, items = {}, from_seats: fromSeats = {} }) {
  /** @type {View & Record<string, unknown>} */
  const after = { ...before, ...set };
  for (const [key, added] of Object.entries(append)) after[key] = [.../** @type {unknown[]} */ (after[key]), ...added];
  for (const [key, fields] of Object.entries(items)) {
    const list = /** @type {object[]} */ (after[key]);
    if (list.length !== fields.length) throw new Error(`the changes to ${key} do not fit the view`);
    after[key] = list.map((item, index) => ({ ...item, ...fields[index] }));
  }
  for (const [key, field] of Object.entries(fromSeats)) {
    after[key] = after.seats.map((seat) => seat[/** @type {keyof SeatState} */ (field)]);
  }
  return after;
}
