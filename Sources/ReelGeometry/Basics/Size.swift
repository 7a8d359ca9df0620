/// A width and a height.
package struct Size: Sendable, Hashable {
    package var width: Double
    package var height: Double

    package init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}
