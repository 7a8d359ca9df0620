import ReelEncoding
import ReelVector
/// Reads a Lottie document as a stream of JSON tokens, without building a
/// tree, and refuses it at the first thing chartreel's writer does not
/// produce or the first bound it passes: a hostile document then costs a
/// pass over bytes already bounded, never a parse into memory many times
/// their size (JSONSerialization took 2 GB for a 500 MB array of zeros).
///
/// What it admits: strict JSON (RFC 8259) whose top is an object; every key
/// one the writer uses, written without escapes; shape layers only (`ty` 4);
/// shape items of the writer's kinds; no assets; `x` only where the writer
/// puts it, a keyframe's tangent (a list of numbers) or a mask's expansion
/// (`{"a":0,"k":0}`), so an expression is refused in any form.
struct LottieScanner {
    /// Where a value sits, which decides what it may hold.
    enum Role {
        case any, top, layers, layer, assets, masks, mask, keyframes, keyframe, tangent, numbers, staticNumber
    }

    enum Kind: String {
        case object = "an object", array = "a list", string = "a string", number = "a number", literal = "true, false or null"
    }

    /// What a scalar value is checked against.
    enum Check: Equatable {
        case none, layerType, shapeType, top(String)
    }

    /// An object or array being read.
    struct Frame {
        let isObject: Bool
        let role: Role
        /// Members or elements so far; the current element is `count - 1`.
        var count = 0
        /// The current member's key (objects).
        var key: ArraySlice<UInt8> = []
        /// A layer whose `ty` 4 was read.
        var isShapeLayer = false
    }

    /// The top object's numbers `LottieAssetGate` checks (the last of each, as a player reads them).
    struct TopFields {
        var numbers: [String: Double] = [:]
        var hasAssets = false
        var hasLayers = false
    }

    static let topNumbers: Set<String> = ["w", "h", "ip", "op", "fr"]
    /// No number the writer produces is longer (it writes at most five decimals).
    static let longestNumber = 40

    let bytes: [UInt8]
    let bounds: LottieBounds
    var position = 0
    var stack: [Frame] = []
    var shape = LottieShape()
    var top = TopFields()

    /// Scans `bytes` within `bounds`; throws an `AssetRefusal` at the first problem.
    static func scan(_ bytes: [UInt8], bounds: LottieBounds) throws -> (shape: LottieShape, top: TopFields) {
        guard bytes.count <= bounds.bytes else { throw bounds.tooLarge(bytes.count) }
        var scanner = LottieScanner(bytes: bytes, bounds: bounds)
        try scanner.run()
        scanner.shape.bytes = bytes.count
        return (scanner.shape, scanner.top)
    }

    private mutating func run() throws {
        blanks()
        guard peek == UInt8(ascii: "{") else {
            throw peek == nil || !"[\"-0123456789tfn".utf8.contains(peek!) ? syntax("it does not start with a value")
                : AssetRefusal(reason: "not a Lottie document (its top is not an object)")
        }
        try value(role: .top, kind: .object, check: .none)
        while let frame = stack.last {
            blanks()
            if peek == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                position += 1
                try close()
                continue
            }
            if frame.count > 0 {
                try expect(",")
                blanks()
            }
            stack[stack.count - 1].count += 1
            if frame.isObject { try member() } else { try element() }
        }
        blanks()
        guard position == bytes.count else { throw syntax("it goes on after its top object ends") }
    }

    /// A member of the object on top: its key, then its value.
    private mutating func member() throws {
        guard peek == UInt8(ascii: "\"") else { throw syntax("a key is not a string") }
        let key = try string()
        stack[stack.count - 1].key = key
        blanks()
        try expect(":")
        blanks()
        let name = String(decoding: key, as: UTF8.self)
        guard !key.contains(UInt8(ascii: "\\")), LottieVocabulary.keys.contains(name) else {
            throw AssetRefusal(reason: "it holds the key \"\(ByteText.shown(key))\" at \(path()), which chartreel does not write")
        }
        let (role, kind, check) = try Self.rule(forKey: name, in: stack[stack.count - 1], at: path())
        try value(role: role, kind: kind, check: check)
    }

    /// What the member `key` of `frame` may hold.
    static func rule(forKey key: String, in frame: Frame, at path: @autoclosure () -> String) throws -> (Role, Kind?, Check) {
        switch (frame.role, key) {
        case (.staticNumber, "a"), (.staticNumber, "k"): return (.any, .number, .none)
        case (.staticNumber, _):
            throw AssetRefusal(reason: "it holds the key \"\(key)\" at \(path()), where chartreel writes only a and k")
        case (.tangent, "x"), (.tangent, "y"): return (.numbers, .array, .none)
        case (.mask, "x"): return (.staticNumber, .object, .none)
        case (_, "x"):
            throw AssetRefusal(reason: "it holds an expression at \(path()), which chartreel does not write: "
                               + "its x is a keyframe's tangent or a mask's expansion")
        case (.layer, "ty"): return (.any, .number, .layerType)
        case (_, "ty"): return (.any, .string, .shapeType)
        case (.top, "layers"): return (.layers, .array, .none)
        case (.top, "assets"): return (.assets, .array, .none)
        case (.top, _) where topNumbers.contains(key): return (.any, .number, .top(key))
        case (.layer, "masksProperties"): return (.masks, .array, .none)
        case (.keyframe, "o"), (.keyframe, "i"): return (.tangent, .object, .none)
        case (_, "k"): return (.keyframes, nil, .none)
        default: return (.any, nil, .none)
        }
    }

    /// An element of the array on top.
    private mutating func element() throws {
        let frame = stack[stack.count - 1]
        switch frame.role {
        case .layers:
            shape.layers += 1
            guard shape.layers <= bounds.layers else {
                throw bounds.excess("it has more than \(bounds.layers) layers", at: path(), written: \.layers)
            }
            guard valueKind == .object else { throw notAShapeLayer(path()) }
            try value(role: .layer, kind: .object, check: .none)
        case .assets:
            throw AssetRefusal(reason: "its assets are not an empty list (chartreel's documents refer to no images or compositions)")
        case .numbers: try value(role: .any, kind: .number, check: .none)
        case .masks: try value(role: .mask, kind: .object, check: .none)
        case .keyframes: try value(role: .keyframe, kind: nil, check: .none)
        default: try value(role: .any, kind: nil, check: .none)
        }
    }

    /// One value at `position`, of `kind` when one is required: a scalar
    /// is read whole, an object or array is opened.
    private mutating func value(role: Role, kind: Kind?, check: Check) throws {
        shape.items += 1
        guard shape.items <= bounds.items else {
            throw bounds.excess("it has more than \(bounds.items) JSON values", at: path(), written: \.items)
        }
        guard let found = valueKind else { throw syntax("a value is missing or is not JSON") }
        if let kind, kind != found {
            throw AssetRefusal(reason: "its \(path()) is \(found.rawValue), where chartreel writes \(kind.rawValue)")
        }
        switch found {
        case .object, .array:
            position += 1
            stack.append(Frame(isObject: found == .object, role: role))
            shape.depth = max(shape.depth, stack.count)
            guard stack.count <= bounds.depth else {
                throw bounds.excess("it nests deeper than \(bounds.depth) levels", at: path(), written: \.depth)
            }
            if role == .top { top = TopFields() }
            if role == .layers { top.hasLayers = true }
            if role == .assets { top.hasAssets = true }
        case .string:
            let text = try string()
            guard check != .shapeType || LottieVocabulary.shapeTypes.contains(String(decoding: text, as: UTF8.self)) else {
                throw AssetRefusal(reason: "it holds a shape of type \"\(ByteText.shown(text))\" at \(path()), "
                                   + "which chartreel does not write")
            }
        case .number: try number(check)
        case .literal: try literal()
        }
    }

    /// Ends the object or array on top, checking what only its end shows.
    private mutating func close() throws {
        let frame = stack.removeLast()
        if frame.role == .layer && !frame.isShapeLayer { throw notAShapeLayer(path()) }
        if frame.role == .layers && frame.count == 0 { throw AssetRefusal(reason: "it has no layers") }
    }

    func notAShapeLayer(_ place: String) -> AssetRefusal {
        AssetRefusal(reason: "its \(place) is not a shape layer (ty 4), the only kind chartreel writes")
    }

    /// What the value at `position` is, from its first byte; nil when none can start there.
    private var valueKind: Kind? {
        guard let byte = peek else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: return nil
        }
    }
}
