import Foundation
import Testing

/// docs/ARCHITECTURE.md's module table is where a new engineer learns what
/// each module holds and may import; it must name every module of
/// Package.swift, and no module that is not there. Package.swift itself
/// declares every module a target imports (SwiftPM lets a target import
/// what its dependencies import, which hides the real graph).
@Suite struct ModuleTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The targets and plugins Package.swift declares, test targets and test support left out.
    static func packageModules() throws -> Set<String> {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.(systemLibrary|target|executableTarget|plugin)\(\s*name: "([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        let names = pattern.matches(in: manifest, range: range).compactMap { match in
            Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) }
        }
        return Set(names).subtracting(["TestSupport"])
    }

    /// The modules the table's first column names (`A`, or `A`, `B` on one row).
    static func tableModules() throws -> Set<String> {
        let document = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        guard let start = document.range(of: "## Modules and what each may import") else { return [] }
        var names: Set<String> = []
        for line in document[start.upperBound...].split(separator: "\n").drop(while: { !$0.hasPrefix("|") }) {
            guard line.hasPrefix("|") else { break }
            let first = line.split(separator: "|", omittingEmptySubsequences: false)[1]
            for piece in first.split(separator: "`").enumerated() where piece.offset % 2 == 1 { names.insert(String(piece.element)) }
        }
        return names.subtracting(["target"])
    }

    @Test func theTableNamesEveryModuleAndNoOther() throws {
        let package = try Self.packageModules(), table = try Self.tableModules()
        #expect(package.count > 10, "Package.swift read: \(package.sorted())")
        #expect(package.subtracting(table).isEmpty, "modules missing from docs/ARCHITECTURE.md: \(package.subtracting(table).sorted())")
        #expect(table.subtracting(package).isEmpty, "the table names modules Package.swift lacks: \(table.subtracting(package).sorted())")
    }

    /// Each Swift target of Package.swift: where its sources are and what it declares it depends on.
    static func targets() throws -> [(name: String, path: String, dependencies: Set<String>)] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try NSRegularExpression(pattern: #"\.(target|testTarget|executableTarget)\(\s*name: "([^"]+)""#)
        let quoted = try NSRegularExpression(pattern: #"\.product\(name: "([^"]+)"|"([^"]+)""#)
        let text = manifest as NSString
        return start.matches(in: manifest, range: NSRange(location: 0, length: text.length)).map { match in
            let kind = text.substring(with: match.range(at: 1)), name = text.substring(with: match.range(at: 2))
            // The target's call runs to the parenthesis that closes its first one.
            var end = text.range(of: "(", range: NSRange(location: match.range.location, length: match.range.length)).location
            var depth = 0
            repeat {
                let c = text.character(at: end)
                if c == 40 { depth += 1 } else if c == 41 { depth -= 1 }
                end += 1
            } while depth > 0 && end < text.length
            let block = text.substring(with: NSRange(location: match.range.location, length: end - match.range.location)) as NSString
            var dependencies: Set<String> = []
            let list = block.range(of: #"dependencies:\s*\[[^\]]*\]"#, options: .regularExpression)
            if list.location != NSNotFound {
                let deps = block.substring(with: list)
                for q in quoted.matches(in: deps, range: NSRange(location: 0, length: (deps as NSString).length)) {
                    let range = q.range(at: 1).location != NSNotFound ? q.range(at: 1) : q.range(at: 2)
                    dependencies.insert((deps as NSString).substring(with: range))
                }
            }
            let pathRange = block.range(of: #"path: "[^"]+""#, options: .regularExpression)
            let path = pathRange.location != NSNotFound
                ? String(block.substring(with: pathRange).dropFirst(7).dropLast())
                : (kind == "testTarget" ? "Tests/" : "Sources/") + name
            return (name, path, dependencies)
        }
    }

    @Test func everyImportIsDeclared() throws {
        let platform: Set<String> = ["Foundation", "FoundationXML", "Glibc", "Darwin", "Dispatch", "Testing", "XCTest"]
        let importLine = try NSRegularExpression(pattern: #"^(?:@testable |@_implementationOnly |package |public )*import (\w+)"#,
                                                 options: .anchorsMatchLines)
        let targets = try Self.targets()
        #expect(targets.count > 20, "Package.swift read: \(targets.map(\.name))")
        for target in targets {
            var imported: Set<String> = []
            let folder = Self.root.appendingPathComponent(target.path)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
            for case let file as URL in files where file.pathExtension == "swift" {
                let source = try String(contentsOf: file, encoding: .utf8)
                for match in importLine.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                    imported.insert((source as NSString).substring(with: match.range(at: 1)))
                }
            }
            let undeclared = imported.subtracting(target.dependencies).subtracting(platform)
                .subtracting([target.name.replacingOccurrences(of: "-", with: "_")])
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them in Package.swift")
        }
    }
}
