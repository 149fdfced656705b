#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import TextCells

/// What a command was asked to print as JSON: the fields (nil: every field) and the jq
/// expression to filter it through (nil: the JSON itself).
struct JSONOutputRequest: Equatable {
    var fields: [String]?
    var jq: String?

    init(fields: [String]? = nil, jq: String? = nil) {
        self.fields = fields
        self.jq = jq
    }
}

/// `--json [FIELDS]` and `--jq EXPRESSION`, on every command that prints JSON.
///
/// `--json` takes an optional list, which ArgumentParser has no form for: `JSONFieldArguments`
/// rewrites the list, where there is one, into the hidden `--json-fields` before either parser reads the
/// arguments.
struct JSONOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Print JSON: every field, or with a comma-separated list after it (--json fullName,url, or --json=url) only those "
            + "(the word after --json is the list when it holds a comma or is a field's name; the fields are listed above).",
        valueName: "fields"))
    var json = false

    @Option(name: .customLong("json-fields"), help: .hidden)
    var fieldList: String?

    @Option(help: ArgumentHelp("Filter the JSON through a jq expression (implies --json); a string result prints as "
                               + "plain text.", valueName: "expression"))
    var jq: String?

    /// The JSON asked for, or nil for the command's plain output.
    var request: JSONOutputRequest? {
        guard json || fieldList != nil || jq != nil else { return nil }
        return JSONOutputRequest(fields: fields, jq: jq)
    }

    /// The field names given, nil when none were (every field).
    var fields: [String]? {
        guard let fieldList else { return nil }
        let names = fieldList.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        return names.isEmpty ? nil : names
    }

    /// Checks the field names against `command`'s and that the jq expression compiles: a usage
    /// error naming every available field, or quoting jq, otherwise. Without libjq (opened here,
    /// the first time), the sentence saying so on standard error, no usage, and status 2.
    func check(command: String) throws {
        let available = JSONFieldNames.of(command: command) ?? []
        if let unknown = fields?.first(where: { !available.contains($0) }) {
            throw ValidationError("Unknown JSON field “\(unknown)”. Available fields:\n"
                                  + available.map { "  " + $0 }.joined(separator: "\n"))
        }
        guard let jq else { return }
        let library = JQLibrary.load()
        if case .failure(let unavailable) = library {
            FileDescriptorSink(descriptor: STDERR_FILENO).write("ghbrowse: " + unavailable.message + "\n")
            throw ExitCode(CommandLineContext.usageStatus)
        }
        if case .failure(let failure) = JQProgram.compile(jq, library: library) {
            throw ValidationError(failure.message)
        }
    }

    /// The sentence each command's help ends with: its fields.
    static func fieldsSentence(command: String) -> String {
        "JSON fields (--json, --jq): " + (JSONFieldNames.of(command: command) ?? []).joined(separator: ", ") + "."
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

/// Rewrites the field list of `--json` for the parsers: `--json=FIELDS`, always, and `--json
/// WORD` when WORD holds a comma or is one of the command's field names (and does not start
/// with a dash), become `--json --json-fields FIELDS`. Anything else after `--json` stays what
/// it was (a search word, a path). Nothing after `--` is touched.
enum JSONFieldArguments {
    /// Root options that take a value, so the value is not taken for the command's name.
    private static let rootOptionsWithValues = ["--history-file", "--theme"]

    static func normalized(_ arguments: [String]) -> [String] {
        // The quick look: most command lines have no --json at all.
        guard arguments.contains(where: { $0.hasPrefix("--json") }) else { return arguments }
        var result: [String] = []
        result.reserveCapacity(arguments.count + 2)
        var command: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result += arguments[(index - 1)...]
                break
            }
            if command == nil, JSONFieldNames.of(command: argument) != nil || !argument.hasPrefix("-"),
               !(result.last.map(rootOptionsWithValues.contains) ?? false) {
                command = argument
            }
            if argument.hasPrefix("--json=") {
                result += ["--json", "--json-fields", String(argument.dropFirst("--json=".count))]
            } else if argument == "--json", index < arguments.count,
                      let fields = command.flatMap(JSONFieldNames.of(command:)),
                      isFieldList(arguments[index], fields: fields) {
                result += ["--json", "--json-fields", arguments[index]]
                index += 1
            } else {
                result.append(argument)
            }
        }
        return result
    }

    private static func isFieldList(_ word: String, fields: [String]) -> Bool {
        guard !word.hasPrefix("-") else { return false }
        return word.contains(",") || fields.contains(word)
    }
}

extension CommandLineContext {
    /// Prints `value` (the fields already chosen) as `request` asks: the JSON, or what the jq
    /// expression makes of it. 0, or 2 when the expression fails on this JSON (jq's words on stderr).
    func printJSON(_ value: JSONValue, _ request: JSONOutputRequest) -> Int32 {
        printJSON(writing: value, request)
    }

    /// Prints `document` (a value, or items under their field table) as `request` asks, as above.
    func printJSON(writing document: some JSONWritable, _ request: JSONOutputRequest) -> Int32 {
        guard let expression = request.jq else {
            output.write(bytes: document.textBytes)
            return 0
        }
        let outcome = JQProgram.compile(expression).flatMap { $0.run(String(decoding: document.compactBytes, as: UTF8.self)) }
        switch outcome {
        case .failure(let failure):
            output.writeError("ghbrowse: " + failure.message)
            return CommandLineContext.usageStatus
        case .success(let results):
            var text = ""
            for result in results {
                switch result {
                case .json(let json):
                    text += JSONInvisibles.escaped(json) + "\n"
                case .text(let raw):
                    // GitHub's text as it is, for scripts; made safe on a terminal, as every other output.
                    text += (output.isTerminal ? TextSanitizer.multiline(raw) : raw) + "\n"
                }
            }
            output.write(text)
            return 0
        }
    }
}
