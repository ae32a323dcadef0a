/// A word or symbol ready to append: its UTF-8 bytes and how many characters (grapheme clusters) a person
/// sees, so that paragraph lengths and entity densities are counted in characters as the brief states them.
struct Piece {
    let bytes: [UInt8]
    let characters: Int

    init(_ text: String) {
        bytes = Array(text.utf8)
        characters = text.count
    }
}

/// The raw material of the benchmark corpus: prose in three writing systems, emoji (with ZWJ sequences,
/// skin tones, flags and keycaps), and the parts that entities are built from.
enum CorpusVocabulary {
    static let english: [Piece] = """
        the of and to in is that it was for on are as with his they at be this have from or one had by word but \
        not what all were we when your can said there use an each which she do how their if will up other about \
        out many then them these so some her would make like him into time has look two more write go see number \
        no way could people my than first water been call who oil its now find long down day did get come made \
        may part today release update shipping build swift composer editor keyboard caret paragraph highlight \
        everyone thanks great news launch morning coffee weekend project team meeting tonight really amazing
        """.split(separator: " ").map { Piece(String($0)) }

    /// Chinese, Japanese and Korean words; CJK prose has no spaces between words.
    static let cjk: [Piece] = [
        "今日は", "天気", "が", "いい", "ですね", "東京", "で", "会いましょう", "新しい", "アプリ", "を", "作りました",
        "我们", "今天", "去", "公园", "散步", "非常", "高兴", "认识", "你", "中文", "输入法", "测试",
        "안녕하세요", "오늘", "날씨가", "좋네요", "감사합니다", "한국어", "텍스트", "편집기",
    ].map(Piece.init)

    static let cjkPunctuation: [Piece] = ["。", "、", "！", "？", "「", "」"].map(Piece.init)

    /// Arabic words (without diacritics, as most typed Arabic is).
    static let arabic: [Piece] = [
        "مرحبا", "بالعالم", "كيف", "حالك", "اليوم", "جميل", "شكرا", "جزيلا", "كتاب", "مدينة", "الشمس", "القمر",
        "نحن", "نكتب", "رسالة", "جديدة", "إلى", "الأصدقاء", "في", "من", "على", "هذا", "التطبيق", "رائع",
    ].map(Piece.init)

    static let arabicPunctuation: [Piece] = ["،", "؟", ".", "!"].map(Piece.init)

    static let latinPunctuation: [Piece] = [",", ".", "!", "?", ":", ";", " -"].map(Piece.init)

    /// Emoji: plain, with VS16, skin tones, ZWJ families and professions, flags, keycaps.
    static let emoji: [Piece] = [
        "😀", "🎉", "🚀", "❤️", "✨", "🔥", "👍", "👍🏽", "👋🏻", "🙏🏿", "👩🏾‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈",
        "🧑🏻‍🤝‍🧑🏿", "🤷🏼‍♀️", "🇯🇵", "🇫🇷", "🇸🇦", "1️⃣", "☕️", "😂", "🥲",
    ].map(Piece.init)

    static let syllables: [String] = [
        "al", "ice", "bo", "ma", "ri", "ko", "ta", "nen", "ser", "gio", "li", "zu", "ka", "ve", "ra", "mi", "no",
        "sa", "to", "lu", "pe", "dan", "jo", "el", "an", "tor", "vin", "sh", "ya", "ha",
    ]

    static let handleSuffixes = [".bsky.social", ".bsky.social", ".example.com", ".dev"]

    static let nonLatinMentions = ["山田", "李明", "محمد", "müller", "josé", "ßtraße"]

    static let hashtagWords: [String] = [
        "swift", "SwiftUI", "iOS26", "日本語", "東京", "مرحبا", "café", "über", "100DaysOfCode", "2024", "WWDC",
        "rust_lang", "한국어", "écologie", "MondayMotivation", "TBT", "opensource", "ハッシュタグ", "العربية", "A11y",
    ]

    static let domains = [
        "example", "swift", "github", "bsky", "wikipedia", "nytimes", "apple", "mozilla", "t", "news.ycombinator",
        "docs.swift", "blog.example", "medium", "youtube", "maps.google",
    ]

    static let topLevelDomains = ["com", "org", "net", "io", "app", "dev", "co.uk", "jp", "social", "de", "fr"]

    static let tickers = ["AAPL", "TSLA", "MSFT", "GOOG", "BTC", "ETH", "NVDA", "SPY", "AMZN", "BRK.B", "META"]

    static let alphanumerics = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
}
