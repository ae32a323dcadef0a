import CPatternHighlight
import PatternHighlight

/// Why a C API call failed: the `ph_status` it returns and the engine's message it hands over.
struct CAPIFailure: Error {
    let status: ph_status
    let message: String

    init(_ status: ph_status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// A required pointer argument that was NULL.
    static func null(_ argument: String) -> CAPIFailure {
        CAPIFailure(PH_NULL_ARGUMENT, "\(argument) is NULL; pass a valid pointer")
    }

    /// A ``TextError`` from the engine: invalid UTF-8, or text over the size limit.
    static func text(_ error: TextError) -> CAPIFailure {
        switch error {
        case .invalidUTF8: return CAPIFailure(PH_INVALID_TEXT, error.description)
        case .tooLarge: return CAPIFailure(PH_TOO_LARGE, error.description)
        }
    }

    /// A ``DocumentError`` from the engine: an offset outside the text or inside a character, bad text, too large.
    static func document(_ error: DocumentError) -> CAPIFailure {
        switch error {
        case .offsetOutOfRange, .offsetInsideScalar: return CAPIFailure(PH_OUT_OF_RANGE, error.description)
        case .invalidText(let textError): return text(textError)
        case .tooLarge: return CAPIFailure(PH_TOO_LARGE, error.description)
        }
    }

    /// Any other engine error (patterns, DIDs, mentions, targets), as an invalid argument with its message.
    static func invalid(_ error: any Error) -> CAPIFailure {
        CAPIFailure(PH_INVALID_ARGUMENT, "\(error)")
    }
}
