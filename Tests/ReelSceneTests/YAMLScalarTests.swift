import Foundation
import Testing

@testable import ReelScene

/// How YAML scalars become values: YAML 1.2's core schema, tags honoured
/// or refused by name, and numbers that YAML 1.1 reads otherwise refused
/// with what to write; the JSON reader's messages for the same numbers.
@Suite struct YAMLScalarTests {
    /// The value of `value:` in a one-line YAML document, or its error.
    func read(_ scalar: String) -> Result<JSONValue, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) -> JSONValue in
            do {
                let root = try YAMLParser.parse(SourceText(name: "s.yaml", bytes: Array("value: \(scalar)\n".utf8)))
                guard case .object(let members) = root.kind, let value = members.first?.value else {
                    throw JSONSyntaxError(location: SourceLocation(file: "", line: 0, column: 0), message: "no member")
                }
                return value
            } catch let error as JSONSyntaxError {
                throw error
            } catch {
                throw JSONSyntaxError(location: SourceLocation(file: "", line: 0, column: 0), message: "\(error)")
            }
        }
    }

    func message(_ scalar: String) -> String {
        switch read(scalar) {
        case .success(let value): return "read as \(value.summary)"
        case .failure(let error): return "\(error.location): \(error.message)"
        }
    }

    @Test(arguments: [
        ("12", "12"), ("+12", "+12"), ("-0.5", "-0.5"), (".5", ".5"), ("1.", "1."), ("1e3", "1e3"), ("0", "0"),
        ("true", "true"), ("False", "false"), ("~", "null"), ("null", "null"), ("", "null"),
        // YAML 1.1's booleans and sexagesimals are text in YAML 1.2.
        ("yes", "\"yes\""), ("off", "\"off\""), ("1:30", "\"1:30\""), ("2019-03-07", "\"2019-03-07\""),
        ("\"12\"", "\"12\""), ("'true'", "\"true\""),
        // Tags that say what the value is.
        ("!!str 123", "\"123\""), ("!!str true", "\"true\""), ("! 12", "\"12\""), ("!!int 12", "12"),
        ("!!float 2", "2"), ("!!bool true", "true"), ("!!null ~", "null"), ("!!int \"7\"", "7"),
        ("!!seq [1]", "an array"), ("!!map { a: 1 }", "an object"),
    ])
    func valuesRead(scalar: String, expected: String) {
        #expect(message(scalar) == "read as \(expected)")
    }

    @Test func numbersKeepTheirText() throws {
        let value = try read("1.50").get()
        guard case .number(let n) = value.kind else { Issue.record("not a number"); return }
        #expect(n == 1.5 && value.numberText == "1.50")
    }

    @Test(arguments: [
        ("0o144", "0o144 is an octal number; write it in decimal (100)"),
        ("-0o17", "-0o17 is an octal number; write it in decimal (-15)"),
        ("0x1F", "0x1F is a hexadecimal number; write it in decimal (31)"),
        ("0b101", "0b101 is a binary number; write it in decimal (5)"),
        ("0144", "0144 has a leading zero, which YAML 1.1 reads as octal (100); write 144"),
        ("089", "089 has a leading zero; write 89"),
        ("-00.5", "-00.5 has a leading zero; write -0.5"),
        ("1_000", "1_000 groups digits with _, which YAML 1.2 reads as text; write 1000"),
        (".inf", ".inf is not a finite number"),
        ("-.Inf", "-.Inf is not a finite number"),
        (".NaN", ".NaN is not a finite number"),
        ("1e400", "number 1e400 is out of range; numbers go up to about 1.8e308"),
        ("-1e400", "number -1e400 is out of range; numbers go up to about 1.8e308"),
        ("!!float .inf", ".inf is not a finite number"),
    ])
    func numbersRefusedWithWhatToWrite(scalar: String, expected: String) {
        #expect(message(scalar) == "s.yaml:1:8: \(expected)")
    }

    @Test(arguments: [
        ("!!python/object:os.system x", "tag !!python/object:os.system is not allowed; a scene may use only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq"),
        ("!custom 1", "tag !custom is not allowed; a scene may use only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq"),
        ("!!binary aGVsbG8=", "tag !!binary is not allowed; a scene may use only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq"),
        ("!!timestamp 2019-03-07", "tag !!timestamp is not allowed; a scene may use only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq"),
        ("!!set { a: ~ }", "tag !!set is not allowed; a scene may use only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq"),
        ("!!int 1.5", "!!int \"1.5\" is not an integer"),
        ("!!int abc", "!!int \"abc\" is not an integer"),
        ("!!bool yes", "!!bool \"yes\" is not true or false"),
        ("!!null 0", "!!null \"0\" is not null"),
        ("!!map x", "tag !!map on a scalar (\"x\"); it belongs on a mapping"),
        ("!!seq { a: 1 }", "tag !!seq on a mapping"),
        ("!!str [1]", "tag !!str on a sequence"),
    ])
    func tagsRefusedByName(scalar: String, expected: String) {
        #expect(message(scalar) == "s.yaml:1:8: \(expected)")
    }

    @Test func tagOnAKeyIsRefusedToo() {
        let error = Result { try YAMLParser.parse(SourceText(name: "s.yaml", bytes: Array("a: 1\n!!python/name:os.system b: 2\n".utf8))) }
        guard case .failure(let failure as JSONSyntaxError) = error else { Issue.record("read"); return }
        #expect("\(failure.location): \(failure.message)".hasPrefix("s.yaml:2:1: tag !!python/name:os.system is not allowed"))
    }

    /// A YAML 1.1 boolean word where true or false is wanted says what to write.
    @Test func yesWhereABooleanIsWantedSaysTrueOrFalse() {
        let text = "canvas: { width: 100, height: 100 }\nchart: { type: line, x: [1, 2], series: [ { y: [1, 2] } ], xAxis: { grid: yes } }\n"
        do {
            _ = try SceneLoader.decode(SourceText(name: "s.yaml", bytes: Array(text.utf8)))
            Issue.record("read")
        } catch {
            #expect("\(error)" == "s.yaml:2:75: chart.xAxis.grid: expected true or false, found \"yes\" (YAML 1.2 reads yes as text, not as a boolean: write true or false)")
        }
    }

    /// JSON has no word for these numbers; its messages match YAML's.
    @Test(arguments: [
        ("NaN", "s.json:1:13: malformed JSON: NaN is not a finite number"),
        ("Infinity", "s.json:1:13: malformed JSON: Infinity is not a finite number"),
        ("-Infinity", "s.json:1:13: malformed JSON: -Infinity is not a finite number"),
        ("1e400", "s.json:1:13: malformed JSON: number 1e400 is out of range; numbers go up to about 1.8e308"),
        ("-1e400", "s.json:1:13: malformed JSON: number -1e400 is out of range; numbers go up to about 1.8e308"),
        ("0144", "s.json:1:14: malformed JSON: numbers may not have leading zeros"),
    ])
    func jsonNumbersSayTheSame(number: String, expected: String) {
        let text = "{ \"canvas\": \(number) }"
        do {
            _ = try SceneLoader.decode(SourceText(name: "s.json", bytes: Array(text.utf8)))
            Issue.record("read")
        } catch {
            #expect("\(error)" == expected)
        }
    }

    /// Columns count characters, whatever the bytes before them.
    @Test func placesAfterWideCharactersCountCharacters() {
        let text = "{ title: \"héllo wörld ✓ 😀\", value: 0o144 }"
        let error = Result { try YAMLParser.parse(SourceText(name: "s.yaml", bytes: Array(text.utf8))) }
        guard case .failure(let failure as JSONSyntaxError) = error else { Issue.record("read"); return }
        #expect(failure.location.description == "s.yaml:1:36")
    }
}
