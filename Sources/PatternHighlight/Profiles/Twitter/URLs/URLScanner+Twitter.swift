extension URLScanner {
    /// A scanner with twitter-text's own URL rules (the twitter profile's dialect, ``TwitterRules/urlDialect``).
    init(bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, rules: TwitterRules, matchData: RegexMatchData) {
        self.init(bytes: bytes, paragraph: paragraph, startsText: startsText, dialect: rules.urlDialect, matchData: matchData)
    }
}
