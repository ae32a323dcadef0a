/// Punycode (RFC 3492): the Bootstring encoding IDNA uses to spell a Unicode label in ASCII.
enum Punycode {
    private static let base: UInt32 = 36
    private static let tMin: UInt32 = 1
    private static let tMax: UInt32 = 26
    private static let skew: UInt32 = 38
    private static let damp: UInt32 = 700
    private static let initialBias: UInt32 = 72
    private static let initialN: UInt32 = 0x80

    /// The Punycode encoding of `scalars` (without the `xn--` prefix), or `nil` on arithmetic overflow.
    ///
    /// ```swift
    /// Punycode.encode(Array("bücher".unicodeScalars).map(\.value))  // "bcher-kva"
    /// ```
    /// - Complexity: O(n²) in the number of non-ASCII scalars, as the RFC's algorithm.
    static func encode(_ scalars: [UInt32]) -> String? {
        var output: [UInt8] = scalars.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = UInt32(output.count)
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN
        var delta: UInt32 = 0
        var bias = initialBias
        let total = UInt32(scalars.count)
        while handled < total {
            guard let next = scalars.lazy.filter({ $0 >= n }).min() else { return nil }
            let (product, productOverflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !productOverflow else { return nil }
            let (sum, sumOverflow) = delta.addingReportingOverflow(product)
            guard !sumOverflow else { return nil }
            delta = sum
            n = next
            for scalar in scalars {
                if scalar < n {
                    guard delta < UInt32.max else { return nil }
                    delta += 1
                }
                if scalar == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta: delta, points: handled + 1, first: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The scalars that `encoded` (a Punycode string without the `xn--` prefix, ASCII) stands for, or `nil` when it is
    /// no Punycode: a character that is no digit where a digit must be, a sequence that ends inside a number, a value
    /// that overflows or that is no scalar (a surrogate, past U+10FFFF, or an ASCII one the encoding never writes as a
    /// number). RFC 3492 §6.2; digits are read in either case, the basic characters before the last `-` as written.
    ///
    /// ```swift
    /// Punycode.decode(Array("bcher-kva".utf8))  // the scalars of "bücher"
    /// ```
    /// - Complexity: O(n²) in the length of `encoded`, as the RFC's algorithm (each decoded scalar is inserted).
    static func decode(_ encoded: some Collection<UInt8>) -> [UInt32]? {
        let input = Array(encoded)
        var output: [UInt32] = []
        var position = 0
        if let delimiter = input.lastIndex(of: UInt8(ascii: "-")) {
            for byte in input[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(UInt32(byte))
            }
            position = delimiter + 1
        }
        var n = initialN
        var i: UInt32 = 0
        var bias = initialBias
        while position < input.count {
            let oldI = i
            var weight: UInt32 = 1
            var k = base
            while true {
                guard position < input.count, let value = digitValue(input[position]) else { return nil }
                position += 1
                let (product, productOverflow) = value.multipliedReportingOverflow(by: weight)
                guard !productOverflow else { return nil }
                let (sum, sumOverflow) = i.addingReportingOverflow(product)
                guard !sumOverflow else { return nil }
                i = sum
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if value < t { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - t)
                guard !weightOverflow else { return nil }
                weight = nextWeight
                k += base
            }
            let points = UInt32(output.count + 1)
            bias = adapt(delta: i - oldI, points: points, first: oldI == 0)
            let (next, nextOverflow) = n.addingReportingOverflow(i / points)
            guard !nextOverflow, next >= initialN, Unicode.Scalar(next) != nil else { return nil }
            n = next
            i %= points
            output.insert(n, at: Int(i))
            i += 1
        }
        return output
    }

    /// The value of a Punycode digit (`a`…`z` or `A`…`Z` are 0…25, `0`…`9` are 26…35), or `nil`.
    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt32(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0")) + 26
        default: return nil
        }
    }

    private static func digit(_ value: UInt32) -> UInt8 {
        value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
    }

    private static func adapt(delta: UInt32, points: UInt32, first: Bool) -> UInt32 {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k: UInt32 = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
