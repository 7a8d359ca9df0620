/// An order of a GIF's global palette in which small frames need small
/// indices.
///
/// A frame's LZW codes start one bit wider than its largest index needs
/// (`GIFIndexSet.codeSize`), so a frame whose indices all sit below 64
/// spends 7 bits a code where 9 would be spent under a palette in
/// arbitrary order. The order is built from the back: the index that the
/// fewest frames still in the running use takes the last free place, and
/// every frame that uses it drops out of the running, since its largest
/// index is now settled. So the indices used by many few-coloured frames
/// end up first. (This is gifsicle's global colour map order.)
///
/// Two orders are worth trying: one from the indices each frame's data
/// holds, and one from the indices its changed pixels need (gifsicle's
/// choice), which places colours that data merely repeats last. `best`
/// keeps the one that narrows the data's codes most.
enum GIFPaletteOrder {
    /// `order[i]` is the new place of index `i`, for the `count` entries of
    /// a palette used by frames with the index sets `frames`. Ties keep the
    /// palette's own order.
    static func order(count: Int, frames: [GIFIndexSet]) -> [UInt8] {
        var uses = [Int](repeating: 0, count: count)
        var users = [[Int]](repeating: [], count: count)
        var members: [[UInt8]] = []
        for (number, set) in frames.enumerated() {
            let indices = set.members.filter { Int($0) < count }
            members.append(indices)
            for index in indices {
                uses[Int(index)] += 1
                users[Int(index)].append(number)
            }
        }
        var running = [Bool](repeating: true, count: frames.count)
        var placed = [Bool](repeating: false, count: count)
        var order = Array(0..<count).map(UInt8.init)
        for place in stride(from: count - 1, through: 0, by: -1) {
            var pick = -1
            for index in stride(from: count - 1, through: 0, by: -1) where !placed[index] {
                if pick < 0 || uses[index] < uses[pick] { pick = index }
            }
            placed[pick] = true
            order[pick] = UInt8(place)
            for frame in users[pick] where running[frame] {
                running[frame] = false
                for index in members[frame] { uses[Int(index)] -= 1 }
            }
        }
        return order + (count..<256).map(UInt8.init)
    }

    /// Of the orders from `GIFFrame.indices` and from `GIFFrame.needed`,
    /// the one that saves most, and what it saves.
    static func best(count: Int, frames: [(indices: GIFIndexSet, needed: GIFIndexSet, dataBytes: Int)]) -> (order: [UInt8], saving: Int) {
        let sized = frames.map { ($0.indices, $0.dataBytes) }
        return [order(count: count, frames: frames.map(\.indices)), order(count: count, frames: frames.map(\.needed))]
            .map { ($0, saving(of: $0, frames: sized)) }
            .max { $0.1 < $1.1 }!
    }

    /// The bytes a reorder would save, estimated from each frame's data
    /// size and how many bits its codes narrow by.
    static func saving(of order: [UInt8], frames: [(indices: GIFIndexSet, dataBytes: Int)]) -> Int {
        frames.reduce(0) { total, frame in
            let before = frame.indices.codeSize, after = frame.indices.mapped(order).codeSize
            return total + frame.dataBytes * (before - after) / (before + 1)
        }
    }
}
