// What a game link may do to the game on the table (web/js/link-offer.js), with stand-ins for the controller and storage.
import assert from "node:assert/strict";
import { test } from "node:test";

import { LinkOffer } from "../../web/js/link-offer.js";
import { EngineRefusal } from "../../web/js/engine/python.js";

const INFO = { levels: ["easy", "normal", "hard"], presets: { standard: {} }, limits: { max_hands: 1000 } };
const save = (code, actions = ["E expose", "S expose"]) => JSON.stringify({ code, actions, state: { phase: "play" } });

function parts({ owned = true, stored = save("MINE"), aside = null, refuse = false } = {}) {
  const items = { save: stored, aside };
  const log = [];
  const queue = [];
  const controller = {
    state: { info: INFO, messages: { question: null }, panel: "menu", asideCode: null },
    notify: (key, params) => log.push(["notify", key, params]),
    refresh: () => {},
    queue: (task) => queue.push(task),
    begin: async (link) => {
      if (refuse) throw new EngineRefusal({ reason: "bad_code" });
      log.push(["begin", link.seed]);
      items.save = save(link.seed, []);
    },
    load: async (text) => ({ view: { code: JSON.parse(text).code }, save: text }),
    resume: (reply) => {
      log.push(["resume", reply.view.code]);
      items.save = reply.save;
    },
  };
  const storage = {
    loadSave: () => items.save,
    loadAside: () => items.aside,
    writeAside: (text) => {
      items.aside = text;
      return true;
    },
  };
  const owner = { settled: Promise.resolve(owned), takeOver: async () => true };
  const offer = new LinkOffer({ controller, storage, owner, reload: () => log.push(["reload"]) });
  const run = async () => {
    while (queue.length) await queue.shift()();
  };
  return { offer, controller, items, log, run };
}

test("a link's game over a game in progress is a question; answered Start, the old game goes aside first", async () => {
  const { offer, controller, items, log, run } = parts();
  assert.deepEqual(await offer.screen({ seed: "XYZ" }, true), {});
  assert.equal(controller.state.messages.question.key, "question.link");
  assert.deepEqual(controller.state.messages.question.params, { code: "XYZ", current: "MINE" });
  assert.equal(offer.answer("startLinked"), true);
  await run();
  assert.equal(JSON.parse(items.aside).code, "MINE");
  assert.deepEqual(log, [["begin", "XYZ"]]);
  assert.equal(controller.state.asideCode, "MINE");
  assert.equal(controller.state.messages.question, null);

  // The menu brings it back, and the linked game takes its place aside.
  assert.equal(offer.answer("restoreAside"), true);
  assert.equal(controller.state.panel, null);
  await run();
  assert.deepEqual(log.at(-1), ["resume", "MINE"]);
  assert.equal(JSON.parse(items.aside).code, "XYZ");
  assert.equal(controller.state.asideCode, "XYZ");
});

test("answered Continue, nothing changes", async () => {
  const { offer, controller, items, log } = parts();
  await offer.screen({ seed: "XYZ" }, true);
  const before = items.save;
  assert.equal(offer.answer("keepGame"), true);
  assert.equal(controller.state.messages.question, null);
  assert.equal(items.save, before);
  assert.equal(items.aside, null);
  assert.deepEqual(log, []);
});

test("no question where nothing is lost: no save, a game not yet acted in, or a code the engine will refuse", async () => {
  for (const [stored, loaded, seed] of [
    [null, false, "XYZ"],
    [save("MINE", ["E expose QS", "N expose"]), true, "XYZ"],
    [save("MINE"), true, "hello world"],
  ]) {
    const { offer, controller } = parts({ stored });
    assert.deepEqual(await offer.screen({ seed }, loaded), { seed });
    assert.equal(controller.state.messages.question, null);
  }
});

test("a link with values refused names them all and is not used; a tab that does not own the game obeys no link", async () => {
  const { offer, log } = parts();
  const link = { seed: "XYZ", level: "god", options: { cap: 5000 }, refused: [{ name: "lead", value: "club3" }] };
  assert.deepEqual(await offer.screen(link, true), {});
  assert.deepEqual(log, [["notify", "notice.linkRefused", { values: "lead=club3, level=god, cap=5000" }]]);
  // A refused speed is named, but the link's game is still the player's to have.
  const speedy = parts({ stored: null });
  assert.deepEqual(await speedy.offer.screen({ seed: "XYZ", refused: [{ name: "speed", value: "0x10" }] }, false), {
    seed: "XYZ",
    refused: [{ name: "speed", value: "0x10" }],
  });
  assert.deepEqual(speedy.log, [["notify", "notice.linkRefused", { values: "speed=0x10" }]]);
  const other = parts({ owned: false });
  assert.deepEqual(await other.offer.screen({ seed: "XYZ" }, true), {});
  assert.equal(other.controller.state.messages.question, null);
});

test("a linked code the engine refuses after all leaves the game on the table", async () => {
  const { offer, log, items, run } = parts({ refuse: true });
  await offer.screen({ seed: "XYZ" }, true);
  offer.answer("startLinked");
  await run();
  assert.equal(JSON.parse(items.save).code, "MINE");
  assert.deepEqual(log, [["notify", "notice.badLinkResumed", { code: "XYZ" }]]);
});

test("another tab's game: the question, and taking it over starts the page again", async () => {
  const { offer, controller, log } = parts();
  offer.elsewhere();
  assert.equal(controller.state.messages.question.key, "question.elsewhere");
  assert.equal(offer.answer("takeOver"), true);
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(log, [["reload"]]);
  assert.equal(offer.answer("somethingElse"), false);
});
