// English texts. Keys are shared by all catalogues (de.js, es.js); {name}s are placeholders.
// An entry with "you"/"other" forms names a player: "you" is used for South.
// An entry with "one"/"other" forms counts something ({n}).

export default {
  languageName: "English",
  pageTitle: "Gong Zhu — chase the pig",

  loading: {
    title: "Gong Zhu",
    runtime: "Loading Python…",
    package: "Unpacking the game…",
    import: "Starting the game…",
    deal: "Dealing…",
  },
  error: {
    title: "The game could not start",
    help: "Check the connection and reload the page. Your saved game is kept.",
    reload: "Reload",
  },

  seats: { S: "You", E: "Lili", N: "Bao", W: "Chen" },
  ranks: {
    2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
    T: "10", J: "Jack", Q: "Queen", K: "King", A: "Ace",
  },
  suitNames: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
  cardName: "{rank} of {suit}",

  labels: {
    table: "Table",
    trick: "Current trick",
    hand: "Your hand",
    actions: "Actions",
  },

  bar: {
    menu: "Menu",
    collected: "Show collected cards",
    handNo: "Hand {n}",
    rules: "Rules in force: {rules}",
  },

  actions: {
    expose: "Expose",
    skipExpose: "Don't expose",
    hint: "Hint",
    play: "Play",
    fastForward: "Fast-forward",
    nextHand: "Next hand",
    playAgain: "Play again",
    close: "Close",
    ok: "OK",
  },

  seat: {
    hand: "Hand",
    total: "Total",
    cardsLeft: { one: "{n} card left", other: "{n} cards left" },
    exposed: "Exposed",
    threat: "All-hearts threat",
    turn: { you: "Your turn", other: "{name}'s turn" },
  },

  prompt: {
    expose: "Tap the marked cards to choose, then press Expose.",
    exposeSelected: { one: "{n} card selected: press Expose.", other: "{n} cards selected: press Expose." },
    lead: "Your lead: tap a card.",
    follow: "Your turn: tap a card.",
    selected: "Tap it again or press Play.",
    thinking: "{name} is playing…",
  },

  expose: {
    title: "Expose cards?",
    tag: "exposable",
    effect: {
      AH: "Hearts ×2",
      QS: "Pig ×2",
      JD: "Goat ×2",
      TC: "Transformer ×4",
    },
    exposedTag: "exposed",
    nothing: "You have no card to expose this hand",
    revealNone: "Nobody exposed a card this hand.",
    reveal: "Exposed: {list}",
    revealEntry: { you: "you {cards}", other: "{name} {cards}" },
  },

  reasons: {
    mustFollow: {
      S: "You must follow suit: play a spade",
      H: "You must follow suit: play a heart",
      D: "You must follow suit: play a diamond",
      C: "You must follow suit: play a club",
    },
    exposedHeldBack: {
      AH: "Your exposed Ace of hearts may not go into the first heart trick while you have other hearts",
      QS: "Your exposed Queen of spades may not go into the first spade trick while you have other spades",
      JD: "Your exposed Jack of diamonds may not go into the first diamond trick while you have other diamonds",
      TC: "Your exposed 10 of clubs may not go into the first club trick while you have other clubs",
    },
    mustLeadCard: "You must lead the {card}",
    notYourTurn: "Wait for your turn",
    notExposable: "Only the Ace of hearts, Queen of spades, Jack of diamonds and 10 of clubs can be exposed",
    generic: "That is not possible right now",
  },

  hint: {
    shown: "Hint: {reason}",
    reasons: {
      expose_pig_safe_spades: "your low spades can guard the pig, so exposing it is safe.",
      expose_goat_high_diamonds: "your high diamonds should win the goat back.",
      expose_by_simulation: "trial deals favoured exposing these cards.",
      no_safe_exposure: "nothing is safe enough to expose.",
      nothing_to_expose: "you have nothing to expose.",
      only_card: "it is your only playable card.",
      dump_pig_void: "you can't follow suit, so the pig goes to someone else.",
      dump_pig_under: "a higher spade is winning: the pig slips under it.",
      dump_high_heart: "get rid of a costly heart while it is safe.",
      dump_high_spade: "shed a high spade while the pig is still out.",
      dump_transformer: "hand the transformer to a player with minus points.",
      dump_high_card: "shed a high card while it is safe.",
      take_goat: "win the goat.",
      take_transformer: "take the transformer while it is worth points to you.",
      stop_all_hearts: "take a heart so nobody collects all thirteen.",
      duck_pig_out: "stay under the winner while the pig is still out.",
      duck: "the highest card that does not win the trick.",
      win_cheap: "win a trick that holds no minus points.",
      flush_pig: "lead a low spade to force the pig out.",
      lead_low: "lead a low card the others will likely beat.",
      lead_short_suit: "lead from a short suit to make a void.",
      forced_high: "every card wins here: this one does the least harm.",
      on_balance: "on balance, the best card here.",
      random: "a card picked at random.",
      careless: "a quick pick.",
    },
    generic: "a recommended choice.",
  },

  callout: {
    landed: {
      pig: "The pig!",
      goat: "The goat!",
      transformer: "The transformer!",
    },
    taken: {
      pig: { you: "You take the pig", other: "{name} takes the pig" },
      goat: { you: "You take the goat", other: "{name} takes the goat" },
      transformer: { you: "You take the transformer", other: "{name} takes the transformer" },
    },
    trickWon: { you: "You win the trick", other: "{name} wins the trick" },
  },

  summary: {
    title: "Hand {n}",
    rows: {
      hearts: "Hearts",
      pig: "Pig",
      goat: "Goat",
      base: "Base",
      transformer: "Transformer",
      hand: "Hand",
      total: "Total",
    },
    marks: {
      allHearts: "all ♥",
      allPoints: "all 16",
      swap: "swap",
      sweep: "sweep",
      doubled: "doubled by exposure",
      transformerDoubled: "score multiplied by the transformer",
    },
    exposedThisHand: "Exposed this hand: {cards}",
    exposedNone: "No card was exposed this hand.",
    none: "–",
  },

  gameOver: {
    victory: "Victory!",
    defeat: "Defeat",
    winner: { you: "You win with {total}.", other: "{name} wins with {total}." },
    ranking: "Ranking",
    out: "Out",
    lastHand: "Last hand",
  },

  collected: {
    title: "Collected cards",
    exposed: "Exposed",
    collected: "Collected point cards",
    none: "none",
  },

  menu: {
    title: "Menu",
    difficulty: "Difficulty",
    levels: { easy: "Easy", normal: "Normal", hard: "Hard" },
    levelNote: "A new difficulty applies from the next hand.",
    levelPending: "{level} from the next hand.",
    language: "Language",
    game: "Game",
    gameCode: "Game code {code}",
    newGame: "New game",
    confirmNewGame: "Start a new game? The current game will be lost.",
    confirm: "Start new game",
    cancel: "Cancel",
    rulesInForce: "Rules: {rules}",
    shareLink: "Link to this game",
    copyLink: "Copy link",
    linkCopied: "Link copied.",
    linkSelect: "The link is selected: copy it with Ctrl+C, or long-press it.",
    replay: "Replay this deal",
    confirmReplay: "Start game {code} again from its first deal? The current game will be lost.",
    confirmReplayButton: "Replay",
    fullscreen: "Full screen",
    exitFullscreen: "Leave full screen",
    read: "Read",
    pages: {
      rules: "Rules",
      background: "Background",
      strategy: "Strategy tips",
      faq: "Questions",
      variants: "Variants",
    },
    readingFailed: "This page could not be loaded.",
  },

  newGame: {
    title: "New game",
    intro: "House rules differ from table to table. The switches start at this game's rules.",
    on: "On",
    off: "Off",
    exposure: "Exposure",
    exposureNote: "♥A, ♠Q, ♦J and ♣10 may be exposed to double them.",
    length: "Game length",
    standard: "Standard −1000",
    quick: "Quick ±500",
    cap: "Hand limit",
    noCap: "None",
    capHands: "{n} hands",
    capNote: "The game ends then at the latest; a tie at the top plays on.",
    swap: "Pig–goat swap",
    swapNote: "All 13 hearts in one pile: the pig counts +100, the goat −100.",
    lead: "First lead of the game",
    spade2: "♠2, any card",
    club2: "♣2 leads ♣2",
    lowhearts: "♥2–♥4 for the transformer",
    count: "Count",
    dontCount: "Don't count",
    lowheartsNote: "Not counting: ♣10 with only ♥2–♥4 is the transformer alone, +50.",
    reset: "Standard rules",
  },

  rulesLine: {
    standard: "Standard rules",
    quick: "Quick ±500",
    cap: "Max. {n} hands",
    noExposure: "No exposure",
    swap: "Pig–goat swap",
    club2: "♣2 leads",
    lowHearts: "♥2–♥4 don't count",
  },

  rulesInfo: {
    title: "Rules of this game",
    tiesNote: "A game only ends when exactly one player has the highest total.",
  },

  notice: {
    corruptSave: "Your saved game could not be read, so a new game has started. The old save is kept in this browser as “{key}”.",
    levelChanged: "{level} applies from the next hand.",
  },
};
