import ReelGeometry
/// The display lists of a run of frames, followed item by item: each thing
/// drawn is one node, alive in the frames that draw it, with what it is at
/// each of them. Vector animation formats (animated SVG, Lottie) write one
/// element per node whose attributes change over time, instead of one
/// picture per frame.
///
/// A node is found again in the next frame by its key among its siblings:
/// a tagged group's `DisplayTag.id` (a tag that stays while its thing
/// exists, see `DisplayTag`), and an untagged item's kind and place among
/// its untagged siblings of that kind (`stroke#0`). A tag drawn twice in
/// one parent gets `~2`, `~3`.
///
/// Invariant: for every frame f, the nodes alive at f, each replaced by its
/// item at f (a group refilled with its alive children), in tree order, are
/// exactly frame f's display list. Sibling order is one order that every
/// frame agrees with: an item that comes before a sibling it followed in an
/// earlier frame becomes a second node (`@2`) rather than breaking the
/// order of the first.
package struct ItemTimeline: Sendable {
    /// One thing drawn, across the frames.
    package struct Node: Sendable {
        /// Unique among the node's siblings, stable across frames.
        package var key: String
        /// What the node is at each frame, nil where it is not drawn. A
        /// group's items are left out: they are `children`.
        package var items: [DisplayItem?]
        /// A group's items as nodes, in painting order.
        package var children: [Node]

        /// Whether the node is a group (at every frame it is drawn).
        package var isGroup: Bool {
            items.contains { if case .group = $0 { return true } else { return false } }
        }

        /// The frames that draw the node.
        package var aliveFrames: [Int] { items.indices.filter { items[$0] != nil } }
    }

    /// The number of frames followed.
    package let frameCount: Int
    /// The top-level nodes, in painting order.
    package let nodes: [Node]

    /// Follows `frames` (in time order).
    package init(_ frames: [DisplayList]) {
        frameCount = frames.count
        let root = NodeBuilder(key: "", frameCount: frames.count)
        for (f, list) in frames.enumerated() { root.add(list.items, frame: f) }
        nodes = root.children.map { $0.node() }
    }

    /// The display list of frame `f`, rebuilt from the nodes (the
    /// invariant's left side).
    package func displayList(at f: Int) -> DisplayList {
        DisplayList(Self.items(of: nodes, at: f))
    }

    /// Each frame's value, or where a node is not drawn the value of the
    /// frame before (after, for the first frames): what a writer gives a
    /// hidden stretch so that it costs no keyframes. Empty when no frame
    /// has a value.
    package static func filled<T>(_ frames: [T?]) -> [T] {
        guard let first = frames.first(where: { $0 != nil }) ?? nil else { return [] }
        var last = first
        return frames.map { value in
            if let value { last = value }
            return last
        }
    }

    private static func items(of nodes: [Node], at f: Int) -> [DisplayItem] {
        nodes.compactMap { node in
            guard let item = node.items[f] else { return nil }
            guard case .group(var group) = item else { return item }
            group.items = items(of: node.children, at: f)
            return .group(group)
        }
    }
}

/// A node while frames are added, a reference so children grow in place.
private final class NodeBuilder {
    let key: String
    var items: [DisplayItem?]
    var children: [NodeBuilder] = []
    /// Each child's place in `children`.
    private var place: [String: Int] = [:]

    init(key: String, frameCount: Int) {
        self.key = key
        items = Array(repeating: nil, count: frameCount)
    }

    func node() -> ItemTimeline.Node {
        ItemTimeline.Node(key: key, items: items, children: children.map { $0.node() })
    }

    /// Adds frame `frame`'s `list` (this node's items in that frame) to the children.
    func add(_ list: [DisplayItem], frame: Int) {
        var after = -1
        for (key, item) in Self.keys(of: list) {
            let child = matchOrInsert(key, after: &after, frame: frame)
            if case .group(var group) = item {
                let members = group.items
                group.items = []
                child.items[frame] = .group(group)
                child.add(members, frame: frame)
            } else {
                child.items[frame] = item
            }
        }
    }

    /// The child for `key` after position `after` that this frame has not
    /// used yet, inserted when there is none; `after` moves to it.
    private func matchOrInsert(_ key: String, after: inout Int, frame: Int) -> NodeBuilder {
        var candidate = key, n = 1
        while let j = place[candidate] {
            if j > after, children[j].items[frame] == nil {
                after = j
                return children[j]
            }
            n += 1
            candidate = "\(key)@\(n)"
        }
        let child = NodeBuilder(key: candidate, frameCount: items.count)
        let at = after + 1
        children.insert(child, at: at)
        if at == children.count - 1 {
            place[candidate] = at
        } else {
            for k in at..<children.count { place[children[k].key] = k }
        }
        after = at
        return child
    }

    /// Each item of one parent with its key: the tag's id (`~n` when
    /// repeated), or the kind and its count among untagged siblings.
    private static func keys(of list: [DisplayItem]) -> [(String, DisplayItem)] {
        var seenTags: [String: Int] = [:]
        var untagged: [String: Int] = [:]
        return list.map { item in
            if case .group(let group) = item, let tag = group.tag {
                let n = seenTags[tag.id, default: 0] + 1
                seenTags[tag.id] = n
                return (n == 1 ? tag.id : "\(tag.id)~\(n)", item)
            }
            let kind = kindName(item)
            let n = untagged[kind, default: 0]
            untagged[kind] = n + 1
            return ("\(kind)#\(n)", item)
        }
    }

    private static func kindName(_ item: DisplayItem) -> String {
        switch item {
        case .fill: return "fill"
        case .rect: return "rect"
        case .stroke: return "stroke"
        case .text: return "text"
        case .group: return "group"
        }
    }
}
