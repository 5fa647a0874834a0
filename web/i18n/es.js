// Textos en español. Las claves son las mismas que en en.js; {nombre} son marcadores.
// Palabras de la descripción del juego: Exponer, No exponer, Pista, Avanzar, Jugar,
// Siguiente mano, Jugar de nuevo, ¡Victoria!, Derrota, Eliminado,
// Ver cartas recogidas, Amenaza de todos los corazones, se puede exponer, Cerdo ×2.

export default {
  languageName: "Español",
  pageTitle: "Gong Zhu – caza al cerdo",

  loading: {
    runtime: "Cargando Python…",
    package: "Desempaquetando el juego…",
    import: "Iniciando el juego…",
    deal: "Repartiendo…",
  },
  error: {
    title: "El juego no pudo empezar",
    help: "Comprueba la conexión y recarga la página. Tu partida guardada se conserva.",
    reload: "Recargar",
  },

  seats: { S: "Tú", E: "Lili", N: "Bao", W: "Chen" },
  ranks: {
    2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
    T: "10", J: "Jota", Q: "Reina", K: "Rey", A: "As",
  },
  suitNames: { S: "picas", H: "corazones", D: "diamantes", C: "tréboles" },
  cardName: "{rank} de {suit}",

  labels: {
    table: "Mesa",
    trick: "Baza actual",
    hand: "Tus cartas",
    actions: "Acciones",
  },

  bar: {
    menu: "Menú",
    collected: "Ver cartas recogidas",
    handNo: "Mano {n}",
  },

  actions: {
    expose: "Exponer",
    skipExpose: "No exponer",
    hint: "Pista",
    play: "Jugar",
    fastForward: "Avanzar",
    nextHand: "Siguiente mano",
    playAgain: "Jugar de nuevo",
    close: "Cerrar",
    ok: "Aceptar",
  },

  seat: {
    hand: "Mano",
    total: "Total",
    cardsLeft: { one: "queda {n} carta", other: "quedan {n} cartas" },
    exposed: "Expuestas",
    threat: "Amenaza de todos los corazones",
    turn: { you: "Te toca", other: "Le toca a {name}" },
  },

  prompt: {
    expose: "Toca las cartas marcadas y pulsa «Exponer».",
    exposeSelected: {
      one: "{n} carta elegida: pulsa «Exponer».",
      other: "{n} cartas elegidas: pulsa «Exponer».",
    },
    lead: "Sales tú: toca una carta.",
    follow: "Te toca: toca una carta.",
    selected: "Tócala otra vez o pulsa «Jugar».",
    thinking: "Juega {name}…",
  },

  expose: {
    title: "¿Exponer cartas?",
    tag: "se puede exponer",
    effect: {
      AH: "Corazones ×2",
      QS: "Cerdo ×2",
      JD: "Cabra ×2",
      TC: "Transformador ×4",
    },
    exposedTag: "expuesta",
    nothing: "No tienes cartas para exponer en esta mano",
    revealNone: "Nadie expuso cartas en esta mano.",
    reveal: "Expuestas: {list}",
    revealEntry: { you: "tú {cards}", other: "{name} {cards}" },
  },

  reasons: {
    mustFollow: {
      S: "Debes seguir picas",
      H: "Debes seguir corazones",
      D: "Debes seguir diamantes",
      C: "Debes seguir tréboles",
    },
    exposedHeldBack: {
      AH: "El as de corazones expuesto no puede ir a la primera baza de corazones mientras tengas otros corazones",
      QS: "La reina de picas expuesta no puede ir a la primera baza de picas mientras tengas otras picas",
      JD: "La jota de diamantes expuesta no puede ir a la primera baza de diamantes mientras tengas otros diamantes",
      TC: "El 10 de tréboles expuesto no puede ir a la primera baza de tréboles mientras tengas otros tréboles",
    },
    mustLeadCard: "Debes salir con: {card}",
    notYourTurn: "Espera a que sea tu turno",
    notExposable: "Solo se pueden exponer el as de corazones, la reina de picas, la jota de diamantes y el 10 de tréboles",
    generic: "Eso no se puede hacer ahora",
  },

  hint: {
    shown: "Pista: {reason}",
    reasons: {
      expose_pig_safe_spades: "tus picas bajas protegen el cerdo, exponerlo es seguro.",
      expose_goat_high_diamonds: "tus diamantes altos deberían recuperar la cabra.",
      expose_transformer_safe_clubs: "tienes tréboles bajos suficientes para esquivar el transformador.",
      expose_heart_ace_safe_hearts: "tus corazones están a salvo: doblarlos perjudica a los demás.",
      expose_by_simulation: "las manos de prueba favorecen exponer estas cartas.",
      no_safe_exposure: "nada es lo bastante seguro para exponerlo.",
      nothing_to_expose: "no tienes nada que exponer.",
      only_card: "es tu única carta jugable.",
      dump_pig_void: "no puedes seguir el palo, así que el cerdo se lo lleva otro.",
      dump_pig_under: "gana una pica más alta: el cerdo se cuela debajo.",
      dump_high_heart: "suelta un corazón caro mientras es seguro.",
      dump_high_spade: "suelta una pica alta mientras el cerdo sigue fuera.",
      dump_transformer: "dale el transformador a un jugador con puntos negativos.",
      dump_high_card: "suelta una carta alta mientras es seguro.",
      take_goat: "gana la cabra.",
      take_transformer: "llévate el transformador mientras te dé puntos.",
      stop_all_hearts: "llévate un corazón para que nadie reúna los trece.",
      duck_pig_out: "quédate por debajo del ganador mientras el cerdo sigue fuera.",
      duck: "la carta más alta que no gana la baza.",
      win_cheap: "gana una baza sin puntos negativos.",
      flush_pig: "sal con una pica baja para hacer salir el cerdo.",
      lead_low: "sal con una carta baja que los demás probablemente superen.",
      lead_short_suit: "sal de un palo corto para quedarte sin él.",
      keep_goat: "no regales la cabra.",
      forced_high: "aquí cualquier carta gana: esta hace menos daño.",
      random: "una carta elegida al azar.",
      careless: "una elección rápida.",
    },
    generic: "una elección recomendada.",
  },

  callout: {
    landed: {
      pig: "¡El cerdo!",
      goat: "¡La cabra!",
      transformer: "¡El transformador!",
    },
    taken: {
      pig: { you: "Te llevas el cerdo", other: "{name} se lleva el cerdo" },
      goat: { you: "Te llevas la cabra", other: "{name} se lleva la cabra" },
      transformer: { you: "Te llevas el transformador", other: "{name} se lleva el transformador" },
    },
    trickWon: { you: "Ganas la baza", other: "{name} gana la baza" },
  },

  summary: {
    title: "Mano {n}",
    rows: {
      hearts: "Corazones",
      pig: "Cerdo",
      goat: "Cabra",
      subtotal: "Subtotal",
      transformer: "Transformador",
      exposed: "Multiplicadores por exposición",
      bonus: "Bonificación",
      hand: "Puntos de la mano",
      total: "Total",
    },
    bonus: {
      allHearts: "Todos los corazones",
      allPoints: "Las 16",
      cleanSweep: "Barrida total",
    },
    exposedThisHand: "Expuestas en esta mano: {cards}",
    exposedNone: "Nadie expuso cartas en esta mano.",
    none: "–",
  },

  gameOver: {
    victory: "¡Victoria!",
    defeat: "Derrota",
    winner: { you: "Ganas con {total}.", other: "{name} gana con {total}." },
    ranking: "Clasificación",
    out: "Eliminado",
    lastHand: "Última mano",
  },

  collected: {
    title: "Cartas recogidas",
    exposed: "Expuestas",
    collected: "Cartas de puntos recogidas",
    none: "ninguna",
  },

  menu: {
    title: "Menú",
    difficulty: "Dificultad",
    levels: { easy: "Fácil", normal: "Normal", hard: "Difícil" },
    levelNote: "Un cambio de dificultad se aplica a partir de la siguiente mano.",
    levelPending: "{level} a partir de la siguiente mano.",
    language: "Idioma",
    game: "Partida",
    gameCode: "Código de partida {code}",
    newGame: "Nueva partida",
    confirmNewGame: "¿Empezar una nueva partida? Se perderá la partida actual.",
    confirm: "Empezar nueva partida",
    cancel: "Cancelar",
    fullscreen: "Pantalla completa",
    exitFullscreen: "Salir de pantalla completa",
    read: "Leer",
    pages: {
      rules: "Reglas",
      background: "Historia",
      strategy: "Consejos de estrategia",
      faq: "Preguntas",
      variants: "Variantes",
    },
    readingFailed: "No se pudo cargar esta página.",
  },

  notice: {
    corruptSave: "No se pudo leer tu partida guardada, así que ha empezado una nueva. La partida anterior se conserva en este navegador como «{key}».",
    levelChanged: "{level} se aplica a partir de la siguiente mano.",
  },
};
