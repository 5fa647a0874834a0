// 简体中文。键与 en.js 相同；{name} 是占位符。
// 拱猪的叫法：猪（♠Q）、羊（♦J）、变压器（♣10）、亮牌、收全红 / 全红；
// 一局 = 一副牌（13 墩），一墩 = 四人各出一张。牌面字母 J、Q、K、A 保留。
// 繁体中文（zh-TW、zh-HK、zh-Hant）暂时也用这份目录。

export default {
  languageName: "简体中文（繁體暫用）",
  pageTitle: "拱猪",

  loading: {
    title: "拱猪",
    runtime: "正在加载运行环境…",
    package: "正在解压游戏…",
    import: "正在启动游戏…",
    deal: "正在发牌…",
  },
  error: {
    title: "游戏无法启动",
    help: "请检查网络连接，然后重新加载页面。你保存的游戏不会丢失。",
    reload: "重新加载",
  },
  update: {
    available: "有新版本",
    reload: "重新加载",
    later: "稍后",
  },
  offline: {
    notStored: "你现在处于离线状态，而这台设备上还没有存下这个游戏。请联网打开一次，再重新加载：之后不联网也能玩。",
  },

  seats: { S: "你", E: "丽丽", N: "小宝", W: "老陈" },
  ranks: {
    2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
    T: "10", J: "J", Q: "Q", K: "K", A: "A",
  },
  suitNames: { S: "黑桃", H: "红桃", D: "方块", C: "梅花" },
  cardName: "{suit}{rank}",
  // A multiplier, as on an exposed card and in the hand result: "×2".
  times: "×{n}",

  labels: {
    table: "牌桌",
    trick: "当前这一墩",
    hand: "你的手牌",
    actions: "操作",
  },

  bar: {
    lastTrick: "上一墩",
    menu: "菜单",
    collected: "查看收到的牌",
    handNo: "第{n}局",
    rules: "本局规则：{rules}",
  },

  actions: {
    expose: "亮牌",
    skipExpose: "不亮牌",
    hint: "提示",
    play: "出牌",
    fastForward: "快进",
    nextHand: "下一局",
    playAgain: "再来一盘",
    close: "关闭",
    ok: "知道了",
  },

  seat: {
    hand: "本局",
    total: "总分",
    cardsLeft: { one: "剩{n}张", other: "剩{n}张" },
    exposed: "已亮",
    threat: "全红威胁",
    turn: { you: "轮到你", other: "轮到{name}" },
  },

  prompt: {
    expose: "点选标出的牌，然后按“亮牌”。",
    exposeSelected: { one: "已选{n}张：按“亮牌”。", other: "已选{n}张：按“亮牌”。" },
    lead: "你先出：点一张牌。",
    follow: "轮到你：点一张牌。",
    selected: "再点一次，或按“出牌”。",
    thinking: "{name}正在出牌…",
  },

  expose: {
    title: "要亮牌吗？",
    tag: "可亮",
    effect: {
      AH: "红桃 ×2",
      QS: "猪 ×2",
      JD: "羊 ×2",
      TC: "变压器 ×4",
    },
    exposedTag: "已亮",
    nothing: "这一局你没有可以亮的牌",
    revealNone: "这一局没有人亮牌。",
    reveal: "亮牌结果：{list}",
    revealEntry: { you: "你亮了{cards}", other: "{name}亮了{cards}" },
  },

  reasons: {
    mustFollow: {
      S: "你必须跟黑桃",
      H: "你必须跟红桃",
      D: "你必须跟方块",
      C: "你必须跟梅花",
    },
    exposedHeldBack: {
      AH: "亮出的红桃A不能出在第一墩红桃里，除非你手里没有别的红桃",
      QS: "亮出的黑桃Q（猪）不能出在第一墩黑桃里，除非你手里没有别的黑桃",
      JD: "亮出的方块J（羊）不能出在第一墩方块里，除非你手里没有别的方块",
      TC: "亮出的梅花10（变压器）不能出在第一墩梅花里，除非你手里没有别的梅花",
    },
    mustLeadCard: "你必须先出{card}",
    notYourTurn: "请等轮到你再出",
    notExposable: "只有红桃A、黑桃Q、方块J和梅花10可以亮",
    generic: "现在不能这样做",
  },

  hint: {
    shown: "提示：{reason}",
    reasons: {
      expose_pig_safe_spades: "你的小黑桃护得住猪，亮猪是安全的。",
      expose_goat_high_diamonds: "你的大方块应该能把羊赢回来。",
      expose_by_simulation: "模拟发牌的结果支持亮这几张牌。",
      no_safe_exposure: "没有哪张牌亮出来足够安全。",
      nothing_to_expose: "你没有可以亮的牌。",
      only_card: "这是你唯一能出的牌。",
      dump_pig_void: "你跟不了这门花色，正好把猪送给别人。",
      dump_pig_under: "已经有更大的黑桃在赢：把猪垫在它下面。",
      dump_high_heart: "趁安全，把一张分值高的红桃扔掉。",
      dump_high_spade: "猪还没出来，先扔掉一张大黑桃。",
      dump_transformer: "把变压器送给已经有负分的玩家。",
      dump_high_card: "趁安全，扔掉一张大牌。",
      take_goat: "把羊赢下来。",
      take_transformer: "变压器现在对你有利，收下它。",
      stop_all_hearts: "收一张红桃，不让别人收全红。",
      duck_pig_out: "猪还没出来，出比赢家小的牌。",
      duck: "不会赢这一墩的牌里最大的一张。",
      win_cheap: "赢下这一墩：里面没有负分。",
      flush_pig: "出一张小黑桃，把猪逼出来。",
      lead_low: "先出一张小牌，别人多半会压过它。",
      lead_short_suit: "从短门先出，好早点把这门出完。",
      forced_high: "这里出哪张都会赢：这张损失最小。",
      on_balance: "综合来看，这里最好的一张牌。",
      random: "随便挑的一张牌。",
      careless: "随手出的一张。",
    },
    generic: "推荐这样出。",
  },

  callout: {
    landed: {
      pig: "猪来了！",
      goat: "羊来了！",
      transformer: "变压器！",
    },
    taken: {
      pig: { you: "你收了猪", other: "{name}收了猪" },
      goat: { you: "你收了羊", other: "{name}收了羊" },
      transformer: { you: "你收了变压器", other: "{name}收了变压器" },
    },
    trickWon: { you: "你赢了这一墩", other: "{name}赢了这一墩" },
  },

  summary: {
    title: "第{n}局",
    rows: {
      hearts: "红桃",
      pig: "猪",
      goat: "羊",
      base: "小计",
      transformer: "变压器",
      hand: "本局",
      total: "总分",
    },
    marks: {
      allHearts: "全红",
      allPoints: "16张全收",
      swap: "猪羊互换",
      sweep: "满贯",
      doubled: "亮牌翻倍",
      transformerDoubled: "变压器翻倍",
    },
    exposedThisHand: "本局亮牌：{cards}",
    exposedNone: "本局没有人亮牌。",
    none: "–",
  },

  gameOver: {
    victory: "胜利！",
    defeat: "失败",
    winner: { you: "你以{total}分获胜。", other: "{name}以{total}分获胜。" },
    ranking: "排名",
    out: "出局",
    lastHand: "最后一局",
  },

  collected: {
    title: "各家收到的牌",
    exposed: "亮出的牌",
    collected: "收到的分牌",
    none: "无",
  },

  menu: {
    title: "菜单",
    difficulty: "难度",
    levels: { easy: "简单", normal: "普通", hard: "困难" },
    levelNote: "新的难度从下一局开始生效。",
    levelPending: "下一局起改为{level}。",
    language: "语言",
    game: "游戏",
    gameCode: "牌局编号 {code}",
    newGame: "新游戏",
    confirmNewGame: "开始新游戏吗？当前这盘游戏将会丢失。",
    confirm: "开始新游戏",
    cancel: "取消",
    rulesInForce: "规则：{rules}",
    shareLink: "这盘游戏的链接",
    copyLink: "复制链接",
    linkCopied: "链接已复制。",
    linkSelect: "链接已选中：按 Ctrl+C 复制，或长按复制。",
    replay: "重打这副牌",
    confirmReplay: "从第一副牌重新开始牌局 {code} 吗？当前这盘游戏将会丢失。",
    confirmReplayButton: "重打",
    fullscreen: "全屏",
    exitFullscreen: "退出全屏",
    read: "阅读",
    pages: {
      rules: "规则",
      background: "背景",
      strategy: "技巧",
      faq: "常见问题",
      variants: "各地玩法",
    },
    readingFailed: "这一页无法加载。",
  },

  newGame: {
    title: "新游戏",
    intro: "各地各桌的规矩不尽相同。下面的开关先按这盘游戏的规则设好。",
    on: "开",
    off: "关",
    exposure: "亮牌",
    exposureNote: "♥A、♠Q、♦J 和 ♣10 可以亮出，亮出后效果翻倍。",
    length: "游戏长度",
    standard: "标准 −1000",
    quick: "快速 ±500",
    cap: "局数上限",
    noCap: "不限",
    capHands: "{n}局",
    capNote: "最迟打到这一局结束；如果最高分并列，就继续打。",
    swap: "猪羊互换",
    swapNote: "一人收齐13张红桃时：猪算+100，羊算−100。",
    lead: "第一局谁先出",
    spade2: "♠2持有者，任意出",
    club2: "♣2持有者先出♣2",
    lowhearts: "变压器算不算♥2–♥4",
    count: "算",
    dontCount: "不算",
    lowheartsNote: "不算时：♣10 只配 ♥2–♥4，按变压器单独计，+50。",
    reset: "标准规则",
  },

  rulesLine: {
    standard: "标准规则",
    quick: "快速 ±500",
    cap: "最多{n}局",
    noExposure: "不亮牌",
    swap: "猪羊互换",
    club2: "♣2先出",
    lowHearts: "♥2–♥4不算",
  },

  rulesInfo: {
    title: "这盘游戏的规则",
    tiesNote: "只有恰好一名玩家总分最高时，游戏才会结束。",
  },

  lastTrick: {
    title: "上一墩",
    logTitle: "本局各墩",
    number: "第{n}墩",
    tookIt: "收下",
    winner: {
      you: "你收下了这一墩。",
      other: "{name}收下了这一墩。",
    },
    none: "本局还没有打完的墩。",
    showAll: "本局所有墩",
    showLast: "回到上一墩",
  },

  scoreSheet: {
    title: "记分表",
    open: "记分表",
    none: "这盘还没有打完的局。",
    caption: "每局得分，下面是累计总分。",
    hand: "局",
    times: "×{n}",
  },

  notice: {
    corruptSave: "你保存的游戏无法读取，所以已经开始了一盘新游戏。旧存档仍以“{key}”保存在这个浏览器里。",
    levelChanged: "下一局起改为{level}。",
    corruptSaveStays: "你保存的游戏无法读取，所以已经开始了一盘新游戏。这个浏览器的存储空间不够，无法为旧存档留一份副本，所以旧存档留在原处，这盘游戏不会被保存。如需重新保存，请在浏览器设置中清除本网站的数据（无法读取的存档也会一并清除）。",
    badLinkResumed: "链接中的牌局编号“{code}”无效，所以接着打你保存的游戏。",
    badLinkNew: "链接中的牌局编号“{code}”无效，所以已经开始了一盘新游戏。",
    engineRestarted: "游戏引擎停止了，已重新启动；游戏从最后一步继续。",
    storageFull: "这个浏览器为游戏提供的存储空间已满：你的进度没有被保存。请腾出一些空间（在浏览器设置中清除本网站的数据）以保留进度。",
    storageFreed: "这个浏览器为游戏提供的存储空间已满。为了继续保存你的游戏，已删除以下内容：",
    savingAgain: "你的游戏已恢复自动保存。",
    droppedView: "• 牌桌的快速启动副本",
    droppedUi: "• 你未完成的选择（选中的牌、打开的面板）",
    droppedCopy: "• 无法读取的旧存档“{key}”",
  },
};
