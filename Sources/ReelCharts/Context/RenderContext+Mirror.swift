import ReelGeometry

extension RenderContext {
    /// `list.mirrored(aboutX: axis)`, how a right-to-left chart is drawn,
    /// with every clipped group whose items this context mirrored before
    /// (the same array storage, as a cached layout hands back each frame)
    /// mirrored once and handed back as the same arrays. The rasteriser's
    /// group replay then sees the very group it drew last frame and compares
    /// it in O(1), as it does for a left-to-right chart.
    package func mirrored(_ list: DisplayList, aboutX axis: Double) -> DisplayList {
        DisplayList(mirrored(list.items, aboutX: axis))
    }

    private func mirrored(_ items: [DisplayItem], aboutX axis: Double) -> [DisplayItem] {
        items.map { item in
            guard case .group(let group) = item else { return DisplayList([item]).mirrored(aboutX: axis).items[0] }
            guard group.clip != nil else { return .group(mirrored(group, aboutX: axis)) }
            return cached(MirroredGroup(group: group, axis: axis)) { .group(mirrored(group, aboutX: axis)) }
        }
    }

    /// The group's own clip, tag and transform mirrored as `DisplayList.mirrored`
    /// does, around its items mirrored here.
    private func mirrored(_ group: DisplayGroup, aboutX axis: Double) -> DisplayGroup {
        var shell = group
        shell.items = []
        guard case .group(var result) = DisplayList([.group(shell)]).mirrored(aboutX: axis).items[0] else { return group }
        result.items = mirrored(group.items, aboutX: axis)
        return result
    }
}

/// A group to mirror: its items by storage (`SameArray`), the rest by value.
private struct MirroredGroup: Hashable {
    let items: SameArray<DisplayItem>
    let opacity: Double
    let clip: Rect?
    let transform: AffineTransform
    let tag: DisplayTag?
    let axis: Double

    init(group: DisplayGroup, axis: Double) {
        items = SameArray(array: group.items)
        opacity = group.opacity
        clip = group.clip
        transform = group.transform
        tag = group.tag
        self.axis = axis
    }
}
