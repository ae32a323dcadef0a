/// Bluesky's figures in a ``CountSummary``: the lanes of its ``CountSummary/platformSums`` that Bluesky's counting
/// method (``BlueskyCounting``) fills.
extension CountSummary {
    /// Graphemes of the links' texts less those of their short forms (``BlueskyShortLink``), so that the display
    /// text counts `graphemes - linkGraphemeSaving`. A link lies in one stretch.
    package internal(set) var linkGraphemeSaving: Int {
        get { platformSums[0] }
        set { platformSums[0] = newValue }
    }

    /// The same in UTF-8 bytes.
    package internal(set) var linkByteSaving: Int {
        get { platformSums[1] }
        set { platformSums[1] = newValue }
    }

    /// For a whole text only: the bytes posting removes (``BlueskyPostedText``); what a sum of stretches holds is
    /// corrected by the caller that knows the text's ends.
    package internal(set) var postedTrim: Int {
        get { platformSums[2] }
        set { platformSums[2] = newValue }
    }
}
