import CPatternHighlight
import PatternHighlight

// patternhighlight.h's live document: create, replace a range, the update, the whole state.

@_cdecl("ph_document_new")
public func phDocumentNew(
    _ highlighter: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ length: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let highlighter = try HighlighterHandle.from(highlighter, argument: "highlighter").highlighter
        let out = try CInput.output(out)
        let bytes = try CInput.bytes(text, length: length)
        do throws(DocumentError) {
            out.pointee = DocumentHandle(try HighlightDocument(utf8: bytes, highlighter: highlighter)).retainedPointer()
        } catch {
            throw .document(error)
        }
    }
}

@_cdecl("ph_document_free")
public func phDocumentFree(_ document: OpaquePointer?) {
    DocumentHandle.release(document)
}

@_cdecl("ph_document_replace")
public func phDocumentReplace(
    _ document: OpaquePointer?, _ unit: ph_unit, _ start: Int, _ end: Int, _ text: UnsafePointer<CChar>?, _ length: Int,
    _ out: UnsafeMutablePointer<OpaquePointer?>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let handle = try DocumentHandle.from(document, argument: "document")
        let unit = try CInput.unit(unit)
        let out = try CInput.output(out)
        let bytes = try CInput.bytes(text, length: length)
        let documentLength = handle.document.length(in: unit)
        // size_t values past Int.max arrive negative.
        for offset in [start, end] where offset < 0 || offset > documentLength {
            throw .document(.offsetOutOfRange(offset: offset, unit: unit, length: documentLength))
        }
        guard start <= end else {
            throw CAPIFailure(PH_OUT_OF_RANGE, "the range \(start)..<\(end) ends before it starts; give start <= end")
        }
        do throws(DocumentError) {
            let update = try handle.document.replace(start..<end, in: unit, withUTF8: bytes)
            out.pointee = UpdateHandle(update, in: handle.document, unit: unit, output: handle.updateWriter(in: unit)).retainedPointer()
        } catch {
            throw .document(error)
        }
    }
}

@_cdecl("ph_document_annotation")
public func phDocumentAnnotation(
    _ document: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let handle = try DocumentHandle.from(document, argument: "document")
        try CInput.output(out).pointee = AnnotationHandle(handle.document.annotation).retainedPointer()
    }
}

@_cdecl("ph_update_free")
public func phUpdateFree(_ update: OpaquePointer?) {
    UpdateHandle.release(update)
}

@_cdecl("ph_update_changed")
public func phUpdateChanged(
    _ update: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafePointer<ph_range>?>?, _ count: UnsafeMutablePointer<Int>?
) -> ph_status {
    capiCall(nil) { () throws(CAPIFailure) in
        try UpdateHandle.from(update, argument: "update").changed.value.write(to: out, count: count)
    }
}

@_cdecl("ph_update_entities")
public func phUpdateEntities(
    _ update: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafePointer<ph_entity>?>?, _ count: UnsafeMutablePointer<Int>?
) -> ph_status {
    capiCall(nil) { () throws(CAPIFailure) in
        try UpdateHandle.from(update, argument: "update").entities.value.write(to: out, count: count)
    }
}

@_cdecl("ph_update_count")
public func phUpdateCount(_ update: OpaquePointer?, _ out: UnsafeMutablePointer<ph_count>?) -> ph_status {
    capiCall(nil) { () throws(CAPIFailure) in
        let handle = try UpdateHandle.from(update, argument: "update")
        try CInput.output(out).pointee = handle.count.value
    }
}

@_cdecl("ph_update_json")
public func phUpdateJSON(
    _ update: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let handle = try UpdateHandle.from(update, argument: "update")
        try CInput.output(out).pointee = CString.make(handle.json)
    }
}
