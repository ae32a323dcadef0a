import Testing

/// The rule the documentation tests compare outputs by (``ShownOutput``), row by row.
@Suite struct ShownOutputTests {
    static let rows: [(shown: String, printed: String, matches: Bool)] = [
        ("{\"a\":1}", "{\"a\":1}\n", true),                      // the final line feed is not compared
        ("x  \ny", "x\ny  \n\n", true),                            // nor spaces at the ends of lines
        ("{\"a\":1}", "{\"a\":1,\"b\":2}", false),                 // without …, exactly
        ("{…,\"b\":2,…}", "{\"a\":1,\"b\":2,\"c\":3}", true),      // fragments in order, ends anchored
        ("{…,\"b\":2}", "{\"a\":1,\"b\":2,\"c\":3}", false),       // the last fragment must end the output
        ("…\"b\":2,…", "{\"a\":1,\"b\":2,\"c\":3}", true),         // … at both ends: anywhere
        ("…\"c\":3…\"a\":1…", "{\"a\":1,\"b\":2,\"c\":3}", false), // out of order
        ("ab…ba", "aba", false),                                   // fragments may not overlap
        ("ab…ba", "abba", true),
        ("a…b", "ab", true),                                       // … may stand for nothing
    ]

    @Test(arguments: rows)
    func comparesByTheRule(shown: String, printed: String, matches: Bool) {
        #expect(ShownOutput(shown).matches(printed) == matches)
    }
}
