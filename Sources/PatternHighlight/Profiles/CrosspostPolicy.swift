/// A platform that can be a cross-post target (``Crosspost``, ``CrosspostDocument``): a focused part of a profile's
/// policy (``ComposerPolicy``). A profile whose policy does not adopt it cannot be a target.
public protocol CrosspostPolicy: Sendable {
    /// The platform's cross-post plug-in.
    var crosspost: any CrosspostPlatform { get }
}
