import CPatternHighlight
import PatternHighlight
import PatternHighlightFormats

// patternhighlight.h's JSON outputs of an annotation, written by PatternHighlightFormats as the command line writes
// them: the annotate object, a profile's declared format (`facets`, `post`), and split's thread.

@_cdecl("ph_annotation_json")
public func phAnnotationJSON(
    _ annotation: OpaquePointer?, _ unit: ph_unit, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let annotation = try AnnotationHandle.from(annotation, argument: "annotation").annotation
        let unit = try CInput.unit(unit)
        let out = try CInput.output(out)
        out.pointee = CString.make(AnnotationJSONFormatter(units: unit).format(annotation))
    }
}

@_cdecl("ph_annotation_format_json")
public func phAnnotationFormatJSON(
    _ annotation: OpaquePointer?, _ format: UnsafePointer<CChar>?, _ didsJSON: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let annotation = try AnnotationHandle.from(annotation, argument: "annotation").annotation
        let name = try CInput.string(format, argument: "format")
        let out = try CInput.output(out)
        let writer = try DeclaredFormat.writer(named: name, for: annotation.profile)
        var dids = DIDMap()
        if let json = CInput.optionalJSON(didsJSON) {
            do throws(DIDMapError) {
                dids = try DIDMap(json: json)
            } catch {
                throw .invalid(error)
            }
        }
        var json = JSONWriter()
        writer.write(dids.count > 0 ? annotation.resolvingMentions(with: dids) : annotation, into: &json, extraMembers: [])
        out.pointee = CString.make(json.bytes)
    }
}

@_cdecl("ph_annotation_split_json")
public func phAnnotationSplitJSON(
    _ annotation: OpaquePointer?, _ unit: ph_unit, _ maxGraphemes: Int, _ contentWarning: UnsafePointer<CChar>?,
    _ format: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let annotation = try AnnotationHandle.from(annotation, argument: "annotation").annotation
        let unit = try CInput.unit(unit)
        let out = try CInput.output(out)
        let warning = try CInput.optionalString(contentWarning, argument: "content_warning") ?? ""
        let name = try CInput.optionalString(format, argument: "format") ?? "json"
        guard maxGraphemes >= 0 else { throw CAPIFailure(PH_OUT_OF_RANGE, "max_graphemes is larger than any text") }
        let posts = name == "json" ? nil : try DeclaredFormat.writer(named: name, for: annotation.profile)
        if let posts, !posts.writesThreads {
            throw CAPIFailure(PH_INVALID_ARGUMENT, "the \(name) format does not write threads; split writes json or post")
        }
        let thread: ThreadSplit
        do throws(SplitError) {
            thread = try annotation.split(maxGraphemes: maxGraphemes == 0 ? nil : maxGraphemes, contentWarning: warning)
        } catch {
            throw CAPIFailure(PH_UNSPLITTABLE, error.description)
        }
        var json = JSONWriter()
        if let posts {
            posts.writeThread(thread, profile: annotation.profile, into: &json)
        } else {
            ThreadJSONFormatter(units: unit).write(thread, profile: annotation.profile.id, into: &json)
        }
        out.pointee = CString.make(json.bytes)
    }
}
