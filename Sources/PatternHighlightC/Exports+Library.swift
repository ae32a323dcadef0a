#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPatternHighlight
import PatternHighlight

// The library-wide functions of patternhighlight.h: versions, the profiles, freeing strings.

/// The version and profile strings, made once and never freed (the header calls them static).
private enum StaticStrings {
    nonisolated(unsafe) static let version = UnsafePointer(CString.make(PatternHighlight.version))
    nonisolated(unsafe) static let profiles = UnsafePointer(CString.make(Profile.allNames.joined(separator: ",")))
}

@_cdecl("ph_abi_version")
public func phABIVersion() -> UInt32 {
    UInt32(PH_ABI_VERSION)
}

@_cdecl("ph_version")
public func phVersion() -> UnsafePointer<CChar> {
    StaticStrings.version
}

@_cdecl("ph_profiles")
public func phProfiles() -> UnsafePointer<CChar> {
    StaticStrings.profiles
}

@_cdecl("ph_string_free")
public func phStringFree(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}

@_cdecl("ph_highlighter_new")
public func phHighlighterNew(
    _ profile: UnsafePointer<CChar>?, _ options: UnsafePointer<ph_options>?, _ out: UnsafeMutablePointer<OpaquePointer?>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let out = try CInput.output(out)
        let name = try CInput.string(profile, argument: "profile")
        let settings = try HighlighterSettings(options)
        let highlighter = try settings.highlighter(profile: try settings.profile(named: name))
        out.pointee = HighlighterHandle(highlighter).retainedPointer()
    }
}

@_cdecl("ph_highlighter_free")
public func phHighlighterFree(_ highlighter: OpaquePointer?) {
    HighlighterHandle.release(highlighter)
}
