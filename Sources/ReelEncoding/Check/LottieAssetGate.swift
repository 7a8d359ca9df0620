import Foundation

/// What a Lottie document may hold before `check` plays it in rlottie: a
/// committed asset may come from an untrusted pull request, and a Lottie
/// player loads images from files or data, runs expressions and reads fonts.
/// Only what chartreel writes passes: shape layers of shape items, no
/// assets, every key one chartreel uses, and a frame size and count a
/// player can allocate.
///
/// A gate that let a document through holds what `LottieFrames` needs: the
/// document, its pixel size, frame rate and frame count.
public struct LottieAssetGate {
    public let width: Int
    public let height: Int
    public let frameRate: Double
    /// Frames from 0 (`ip`) to `op`, exclusive.
    public let frames: Int
    public let document: String


    /// Every key chartreel's Lottie writer uses, at any depth.
    static let keys: Set<String> = [
        "a", "ao", "assets", "bm", "c", "d", "ddd", "e", "fr", "g", "h", "hasMask", "i", "ind", "inv", "ip", "it", "k",
        "ks", "layers", "lc", "lj", "m", "masksProperties", "ml", "mode", "n", "nm", "o", "op", "p", "pt", "r", "s", "sa",
        "shapes", "sk", "sr", "st", "t", "ty", "v", "w", "x", "y",
    ]
    /// The shape items it writes (`ty`), and the layer type: shape layers only.
    static let shapeTypes: Set<String> = ["gr", "sh", "fl", "st", "gf", "gs", "tr", "tm"]
    static let layerType = 4.0
    /// The most frames a document may have (an hour at 60 fps).
    static let maximumFrames = 216_000

    /// Reads `data`; throws an `AssetRefusal` naming what is not allowed and where.
    public init(_ data: Data) throws {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw AssetRefusal(reason: "not a JSON document (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable"))")
        }
        guard let top = root as? [String: Any] else { throw AssetRefusal(reason: "not a Lottie document (its top is not an object)") }
        try Self.admit(top, path: "")
        guard let assets = top["assets"] as? [Any], assets.isEmpty else {
            throw AssetRefusal(reason: "its assets are not an empty list (chartreel's documents refer to no images or compositions)")
        }
        guard let layers = top["layers"] as? [Any], !layers.isEmpty else { throw AssetRefusal(reason: "it has no layers") }
        for (i, layer) in layers.enumerated() where (layer as? [String: Any])?["ty"] as? Double != Self.layerType {
            throw AssetRefusal(reason: "its layers[\(i)] is not a shape layer (ty 4), the only kind chartreel writes")
        }
        width = try Self.whole(top, "w", in: 1...16_384)
        height = try Self.whole(top, "h", in: 1...16_384)
        guard top["ip"] as? Double == 0 else { throw AssetRefusal(reason: "its ip is not 0 (chartreel's documents start at frame 0)") }
        frames = try Self.whole(top, "op", in: 1...Self.maximumFrames)
        guard let rate = top["fr"] as? Double, rate > 0, rate <= 1000 else {
            throw AssetRefusal(reason: "its frame rate fr is not a number from 0 to 1000")
        }
        frameRate = rate
        document = String(decoding: data, as: UTF8.self)
    }

    /// Checks every key and shape type under `value`, at the JSON path `path`.
    private static func admit(_ value: Any, path: String) throws {
        if let object = value as? [String: Any] {
            // In key order, so a report names the same key every time.
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                let place = path.isEmpty ? key : "\(path).\(key)"
                guard keys.contains(key) else {
                    throw AssetRefusal(reason: "it holds the key \"\(key.prefix(40))\" at \(place.prefix(120)), which chartreel does not write")
                }
                if key == "ty", let type = member as? String, !shapeTypes.contains(type) {
                    throw AssetRefusal(reason: "it holds a shape of type \"\(type.prefix(40))\" at \(place.prefix(120)), which chartreel does not write")
                }
                // An expression is a string where chartreel writes a property.
                if key == "x", member is String {
                    throw AssetRefusal(reason: "it holds an expression at \(place.prefix(120)), which chartreel does not write")
                }
                try admit(member, path: place)
            }
        } else if let array = value as? [Any] {
            for (i, member) in array.enumerated() { try admit(member, path: "\(path)[\(i)]") }
        }
    }

    private static func whole(_ top: [String: Any], _ key: String, in range: ClosedRange<Int>) throws -> Int {
        guard let number = top[key] as? Double, number == number.rounded(), let whole = Int(exactly: number),
              range.contains(whole) else {
            throw AssetRefusal(reason: "its \(key) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return whole
    }
}
