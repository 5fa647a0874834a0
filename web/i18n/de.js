// Deutsche Texte. Die Schlüssel sind dieselben wie in en.js; {name} sind Platzhalter.
// Wörter aus der Spielbeschreibung: Aufdecken, Nicht aufdecken, Tipp, Vorspulen,
// Spielen, Nächste Hand, Nochmal spielen, Sieg!, Niederlage, Raus,
// Gesammelte Karten zeigen, Alle-Herzen-Drohung, aufdeckbar, Schwein ×2.

export default {
  languageName: "Deutsch",
  pageTitle: "Gong Zhu – Schweinejagd",

  loading: {
    runtime: "Python wird geladen…",
    package: "Das Spiel wird entpackt…",
    import: "Das Spiel startet…",
    deal: "Karten werden gegeben…",
  },
  error: {
    title: "Das Spiel konnte nicht starten",
    help: "Prüfe die Verbindung und lade die Seite neu. Dein gespeichertes Spiel bleibt erhalten.",
    reload: "Neu laden",
  },

  seats: { S: "Du", E: "Lili", N: "Bao", W: "Chen" },
  ranks: {
    2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
    T: "10", J: "Bube", Q: "Dame", K: "König", A: "Ass",
  },
  suitNames: { S: "Pik", H: "Herz", D: "Karo", C: "Kreuz" },
  cardName: "{suit} {rank}",

  labels: {
    table: "Tisch",
    trick: "Aktueller Stich",
    hand: "Deine Karten",
    actions: "Aktionen",
  },

  bar: {
    menu: "Menü",
    collected: "Gesammelte Karten zeigen",
    handNo: "Hand {n}",
  },

  actions: {
    expose: "Aufdecken",
    skipExpose: "Nicht aufdecken",
    hint: "Tipp",
    play: "Spielen",
    fastForward: "Vorspulen",
    nextHand: "Nächste Hand",
    playAgain: "Nochmal spielen",
    close: "Schließen",
    ok: "OK",
  },

  seat: {
    hand: "Hand",
    total: "Gesamt",
    cardsLeft: { one: "noch {n} Karte", other: "noch {n} Karten" },
    exposed: "Aufgedeckt",
    threat: "Alle-Herzen-Drohung",
    turn: { you: "Du bist dran", other: "{name} ist dran" },
  },

  prompt: {
    expose: "Tippe die markierten Karten an und drücke dann „Aufdecken“.",
    exposeSelected: {
      one: "{n} Karte gewählt: drücke „Aufdecken“.",
      other: "{n} Karten gewählt: drücke „Aufdecken“.",
    },
    lead: "Du spielst aus: tippe eine Karte an.",
    follow: "Du bist dran: tippe eine Karte an.",
    selected: "Tippe sie noch einmal an oder drücke „Spielen“.",
    thinking: "{name} ist am Zug…",
  },

  expose: {
    title: "Karten aufdecken?",
    tag: "aufdeckbar",
    effect: {
      AH: "Herzen ×2",
      QS: "Schwein ×2",
      JD: "Ziege ×2",
      TC: "Trafo ×4",
    },
    exposedTag: "aufgedeckt",
    nothing: "Du hast diese Hand keine Karte zum Aufdecken",
    revealNone: "In dieser Hand hat niemand eine Karte aufgedeckt.",
    reveal: "Aufgedeckt: {list}",
    revealEntry: { you: "du {cards}", other: "{name} {cards}" },
  },

  reasons: {
    mustFollow: {
      S: "Du musst Pik bedienen",
      H: "Du musst Herz bedienen",
      D: "Du musst Karo bedienen",
      C: "Du musst Kreuz bedienen",
    },
    exposedHeldBack: {
      AH: "Das aufgedeckte Herz Ass darf nicht in den ersten Herz-Stich, solange du noch andere Herz hast",
      QS: "Die aufgedeckte Pik Dame darf nicht in den ersten Pik-Stich, solange du noch andere Pik hast",
      JD: "Der aufgedeckte Karo Bube darf nicht in den ersten Karo-Stich, solange du noch andere Karo hast",
      TC: "Die aufgedeckte Kreuz 10 darf nicht in den ersten Kreuz-Stich, solange du noch andere Kreuz hast",
    },
    mustLeadCard: "Du musst mit {card} ausspielen",
    notYourTurn: "Warte, bis du dran bist",
    notExposable: "Aufdecken kann man nur Herz Ass, Pik Dame, Karo Bube und Kreuz 10",
    generic: "Das geht gerade nicht",
  },

  hint: {
    shown: "Tipp: {reason}",
    reasons: {
      expose_pig_safe_spades: "Deine niedrigen Pik schützen das Schwein, Aufdecken ist sicher.",
      expose_goat_high_diamonds: "Mit deinen hohen Karo holst du dir die Ziege zurück.",
      expose_transformer_safe_clubs: "Genug niedrige Kreuz, um dem Trafo auszuweichen.",
      expose_heart_ace_safe_hearts: "Deine Herzen sind sicher: doppelte Herzen treffen die anderen.",
      expose_by_simulation: "Probespiele sprechen für das Aufdecken dieser Karten.",
      no_safe_exposure: "Nichts ist sicher genug zum Aufdecken.",
      nothing_to_expose: "Du hast nichts zum Aufdecken.",
      only_card: "Das ist deine einzige spielbare Karte.",
      dump_pig_void: "Du kannst nicht bedienen, also geht das Schwein an jemand anderen.",
      dump_pig_under: "Ein höheres Pik liegt vorn: Das Schwein rutscht darunter.",
      dump_high_heart: "Wirf ein teures Herz ab, solange es sicher ist.",
      dump_high_spade: "Wirf ein hohes Pik ab, solange das Schwein noch draußen ist.",
      dump_transformer: "Gib den Trafo einem Spieler mit Minuspunkten.",
      dump_high_card: "Wirf eine hohe Karte ab, solange es sicher ist.",
      take_goat: "Hol dir die Ziege.",
      take_transformer: "Nimm den Trafo, solange er dir Punkte bringt.",
      stop_all_hearts: "Nimm ein Herz, damit niemand alle dreizehn sammelt.",
      duck_pig_out: "Bleib unter dem Stichgewinner, solange das Schwein noch draußen ist.",
      duck: "Die höchste Karte, die den Stich nicht gewinnt.",
      win_cheap: "Gewinne einen Stich ohne Minuspunkte.",
      flush_pig: "Spiel ein niedriges Pik aus, um das Schwein herauszulocken.",
      lead_low: "Spiel eine niedrige Karte aus, die die anderen wohl überstechen.",
      lead_short_suit: "Spiel aus einer kurzen Farbe aus, um sie blank zu bekommen.",
      keep_goat: "Verschenk die Ziege nicht.",
      forced_high: "Hier gewinnt jede Karte: Diese schadet am wenigsten.",
      random: "Eine zufällig gewählte Karte.",
      careless: "Eine schnelle Wahl.",
    },
    generic: "Eine empfohlene Wahl.",
  },

  callout: {
    landed: {
      pig: "Das Schwein!",
      goat: "Die Ziege!",
      transformer: "Der Trafo!",
    },
    taken: {
      pig: { you: "Du bekommst das Schwein", other: "{name} bekommt das Schwein" },
      goat: { you: "Du bekommst die Ziege", other: "{name} bekommt die Ziege" },
      transformer: { you: "Du bekommst den Trafo", other: "{name} bekommt den Trafo" },
    },
    trickWon: { you: "Du gewinnst den Stich", other: "{name} gewinnt den Stich" },
  },

  summary: {
    title: "Hand {n}",
    rows: {
      hearts: "Herzen",
      pig: "Schwein",
      goat: "Ziege",
      subtotal: "Zwischensumme",
      transformer: "Trafo",
      exposed: "Aufdeck-Multiplikatoren",
      bonus: "Bonus",
      hand: "Handergebnis",
      total: "Gesamtstand",
    },
    bonus: {
      allHearts: "Alle Herzen",
      allPoints: "Alle 16",
      cleanSweep: "Alles abgeräumt",
    },
    exposedThisHand: "In dieser Hand aufgedeckt: {cards}",
    exposedNone: "In dieser Hand wurde keine Karte aufgedeckt.",
    none: "–",
  },

  gameOver: {
    victory: "Sieg!",
    defeat: "Niederlage",
    winner: { you: "Du gewinnst mit {total}.", other: "{name} gewinnt mit {total}." },
    ranking: "Rangliste",
    out: "Raus",
    lastHand: "Letzte Hand",
  },

  collected: {
    title: "Gesammelte Karten",
    exposed: "Aufgedeckt",
    collected: "Gesammelte Punktkarten",
    none: "keine",
  },

  menu: {
    title: "Menü",
    difficulty: "Schwierigkeit",
    levels: { easy: "Leicht", normal: "Normal", hard: "Schwer" },
    levelNote: "Eine neue Schwierigkeit gilt ab der nächsten Hand.",
    levelPending: "{level} ab der nächsten Hand.",
    language: "Sprache",
    game: "Spiel",
    gameCode: "Spielcode {code}",
    newGame: "Neues Spiel",
    confirmNewGame: "Ein neues Spiel beginnen? Das laufende Spiel geht verloren.",
    confirm: "Neues Spiel beginnen",
    cancel: "Abbrechen",
    fullscreen: "Vollbild",
    exitFullscreen: "Vollbild verlassen",
    read: "Lesen",
    pages: {
      rules: "Spielregeln",
      background: "Hintergrund",
      strategy: "Strategietipps",
      faq: "Fragen",
      variants: "Varianten",
    },
    readingFailed: "Diese Seite konnte nicht geladen werden.",
  },

  notice: {
    corruptSave: "Dein gespeichertes Spiel war nicht lesbar, deshalb hat ein neues Spiel begonnen. Der alte Spielstand bleibt in diesem Browser als „{key}“ erhalten.",
    levelChanged: "{level} gilt ab der nächsten Hand.",
  },
};
