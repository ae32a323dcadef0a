import CPatternHighlight
import PatternHighlight

// patternhighlight.h's annotation functions: annotate, and the entities, hints, count and card in the unit asked.

@_cdecl("ph_annotate")
public func phAnnotate(
    _ highlighter: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ length: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let highlighter = try HighlighterHandle.from(highlighter, argument: "highlighter").highlighter
        let out = try CInput.output(out)
        let bytes = try CInput.bytes(text, length: length)
        do throws(TextError) {
            out.pointee = AnnotationHandle(try highlighter.annotate(utf8: bytes)).retainedPointer()
        } catch {
            throw .text(error)
        }
    }
}

@_cdecl("ph_annotation_free")
public func phAnnotationFree(_ annotation: OpaquePointer?) {
    AnnotationHandle.release(annotation)
}

@_cdecl("ph_annotation_length")
public func phAnnotationLength(_ annotation: OpaquePointer?, _ unit: ph_unit, _ out: UnsafeMutablePointer<Int>?) -> ph_status {
    capiCall(nil) { () throws(CAPIFailure) in
        let handle = try AnnotationHandle.from(annotation, argument: "annotation")
        let unit = try CInput.unit(unit)
        try CInput.output(out).pointee = handle.annotation.length(in: unit)
    }
}

@_cdecl("ph_annotation_entities")
public func phAnnotationEntities(
    _ annotation: OpaquePointer?, _ unit: ph_unit, _ out: UnsafeMutablePointer<UnsafePointer<ph_entity>?>?,
    _ count: UnsafeMutablePointer<Int>?
) -> ph_status {
    capiCall(nil) { () throws(CAPIFailure) in
        let handle = try AnnotationHandle.from(annotation, argument: "annotation")
        try handle.entities(in: try CInput.unit(unit)).write(to: out, count: count)
    }
}

@_cdecl("ph_annotation_hints")
public func phAnnotationHints(
    _ annotation: OpaquePointer?, _ unit: ph_unit, _ out: UnsafeMutablePointer<UnsafePointer<ph_hint>?>?,
    _ count: UnsafeMutablePointer<Int>?
) -> ph_status {
    capiCall(nil) { () throws(CAPIFailure) in
        let handle = try AnnotationHandle.from(annotation, argument: "annotation")
        try handle.hints(in: try CInput.unit(unit)).write(to: out, count: count)
    }
}

@_cdecl("ph_annotation_count")
public func phAnnotationCount(_ annotation: OpaquePointer?, _ unit: ph_unit, _ out: UnsafeMutablePointer<ph_count>?) -> ph_status {
    capiCall(nil) { () throws(CAPIFailure) in
        let handle = try AnnotationHandle.from(annotation, argument: "annotation")
        let unit = try CInput.unit(unit)
        try CInput.output(out).pointee = handle.count(in: unit)
    }
}

@_cdecl("ph_annotation_card")
public func phAnnotationCard(_ annotation: OpaquePointer?, _ unit: ph_unit, _ out: UnsafeMutablePointer<ph_card>?) -> ph_status {
    capiCall(nil) { () throws(CAPIFailure) in
        let handle = try AnnotationHandle.from(annotation, argument: "annotation")
        let unit = try CInput.unit(unit)
        try CInput.output(out).pointee = handle.card(in: unit)
    }
}
