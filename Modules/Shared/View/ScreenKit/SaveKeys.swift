import RepositoryBrowsing
import TerminalUI
import TextCells

import TerminalUI

public extension KeyContext {
    /// The save prompt on the status line (`d`), while it is open or a save runs.
    static let savePrompt = KeyContext("Saving (d)", name: "save-prompt")
}

public extension KeyRequest {
    /// `d`: save the file, or the release's asset.
    static let save = KeyRequest("save")
    /// Tab in the save prompt: complete the directory.
    static let completePath = KeyRequest("complete-path")
    /// y / n to a question on the status line.
    static let answerYes = KeyRequest("answer-yes")
    static let answerNo = KeyRequest("answer-no")
    /// ↑ / ↓ in the save prompt: the previous or next asset.
    static let previousChoice = KeyRequest("previous-choice")
    static let nextChoice = KeyRequest("next-choice")
}

/// The keys of `d`'s prompt: its own section (Tab, Enter, Esc, editing; y/n before overwriting;
/// Esc during the save), looked up before the screen's while the prompt is open or a save runs.
public enum SaveKeys {
    public static let sections: [KeyBindings.Section] = [prompt]

    /// `d` for a screen's own section (`help`: "save the file").
    public static func save(help: String) -> KeyBindings.Binding {
        KeyBindings.Binding(keys: [.character("d")], request: .save, keyLabel: "d", help: help)
    }

    static let prompt = KeyBindings.Section(.savePrompt, [
        KeyBindings.Binding(keys: [.enter], request: .submit, keyLabel: "Enter", help: "save at the path typed"),
        KeyBindings.Binding(keys: [.tab], request: .completePath, keyLabel: "Tab", help: "complete a directory's name"),
        KeyBindings.Binding(keys: [.up], request: .previousChoice, keyLabel: "↑",
                            help: "the previous asset (a release with several)"),
        KeyBindings.Binding(keys: [.down], request: .nextChoice, keyLabel: "↓", help: "the next asset"),
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc",
                            help: "give up, or cancel the save in progress"),
        KeyBindings.Binding(keys: [.backspace], request: .deleteBackward, keyLabel: "Backspace",
                            help: "delete the last character"),
        KeyBindings.Binding(keys: [.control("u")], request: .deleteToStart, keyLabel: "Ctrl-U", help: "clear the path"),
        KeyBindings.Binding(keys: [.character("y")], request: .answerYes, keyLabel: "y",
                            help: "overwrite the file that is there (when asked)"),
        KeyBindings.Binding(keys: [.character("n")], request: .answerNo, keyLabel: "n",
                            help: "keep the file that is there (when asked)"),
    ])
}

/// The save prompt's field on the View's side: opened with the Presenter's offer, edited here,
/// handed back on Enter, completed by the Presenter on Tab; y/n while it asks; Esc while a save runs.
public struct SavePromptField: Equatable {
    public private(set) var field: TextFieldState?
    private var offered: String?

    public init() {}

    /// Follows the Presenter's prompt: a new offer opens the field with it, none closes it.
    public mutating func sync(_ prompt: SavePrompt?) {
        guard case .path(let text, _)? = prompt else {
            field = nil
            offered = nil
            return
        }
        if offered != text || field == nil {
            field = TextFieldState(text: text)
            offered = text
        }
    }

    /// What a key in the prompt asks of the Presenter, told after the field is updated (the
    /// Presenter's answer redraws the View, which syncs the field again).
    public enum Action: Equatable {
        case none
        case submit(String)
        case cancel
        case answer(Bool)
        case step(Int)
    }

    /// Takes `key` while the prompt is open or a save runs: nil when it is not the prompt's.
    /// Tab is completed here through `complete` (the Presenter's answer, returned at once).
    public mutating func take(_ key: KeyPress, prompt: SavePrompt?, isSaving: Bool, bindings: KeyBindings,
                              complete: (String) -> String) -> Action? {
        let request = bindings.request(for: key, in: .savePrompt)
        switch prompt {
        case .path?:
            guard var field else { return nil }
            switch request {
            case .submit?:
                self.field = nil
                return .submit(field.text)
            case .leaveField?:
                self.field = nil
                return .cancel
            case .completePath?:
                self.field = TextFieldState(text: complete(field.text))
            case .previousChoice?:
                return .step(-1)
            case .nextChoice?:
                return .step(1)
            default:
                let edited = request.map { $0 != .answerYes && $0 != .answerNo && field.apply($0) != .notHandled } ?? false
                if !edited, case .character(let character) = key { field.type(character) }
                self.field = field
            }
            return Action.none
        case .confirmOverwrite?:
            switch request {
            case .answerYes?: return .answer(true)
            case .answerNo?: return .answer(false)
            case .leaveField?: return .cancel
            default: return Action.none
            }
        case nil:
            guard isSaving, request == .leaveField else { return nil }
            return .cancel
        }
    }
}

public extension SavePromptField.Action {
    /// Tells `events` what the key asked.
    @MainActor
    func tell(_ events: SavePromptEvents?) {
        switch self {
        case .none: break
        case .submit(let text): events?.didSubmitSavePath(text)
        case .cancel: events?.didCancelSave()
        case .answer(let yes): events?.didAnswerOverwrite(yes)
        case .step(let step): events?.didStepSaveChoice(step)
        }
    }
}

public extension DrawingSurface {
    /// The save prompt on row `row`: "Save as: " and the field with its cursor, or the question.
    /// False when there is no prompt (the status line is drawn as usual).
    func putSavePrompt(_ prompt: SavePrompt?, field: SavePromptField, row: Int, label: String = "Save as: ") -> Bool {
        guard let prompt else { return false }
        let columns = size.columns
        fill(row: row, column: 0, width: columns, style: .normal)
        switch prompt {
        case .path(_, let choice):
            if let choice {
                let note = "  (" + choice + ")"
                let noteWidth = DisplayWidth.of(note)
                if columns > noteWidth + 20 {
                    _ = put(note, row: row, column: columns - noteWidth, maxWidth: noteWidth, style: .dim)
                }
            }
            let labelWidth = DisplayWidth.of(label)
            _ = put(label, row: row, column: 0, maxWidth: columns, style: .accent)
            guard let text = field.field else { return true }
            let slice = text.visibleSlice(width: max(columns - labelWidth - 1, 1))
            _ = put(slice.text, row: row, column: labelWidth, maxWidth: max(columns - labelWidth, 0), style: .bold)
            showCursor(row: row, column: labelWidth + slice.cursorColumn)
        case .confirmOverwrite(let question):
            _ = put(question, row: row, column: 0, maxWidth: columns, style: .warning)
        }
        return true
    }
}

/// A screen with `d`'s prompt on its status line (a file, a release).
@MainActor
public protocol SavePromptScreen: AnyObject {
    /// The prompt's field while it is open.
    var savePromptField: SavePromptField { get set }
}

public extension SavePromptScreen {
    /// `key` taken by the prompt when one is open or a save runs, and what it asked told to
    /// `events` (Tab completed through them): true when the key was the prompt's. Told only once
    /// the field is updated, since telling redraws the screen, which reads the field.
    func takeSavePromptKey(_ key: KeyPress, prompt: SavePrompt?, isSaving: Bool, bindings: KeyBindings,
                           events: SavePromptEvents?) -> Bool {
        guard let action = savePromptField.take(key, prompt: prompt, isSaving: isSaving, bindings: bindings,
                                                complete: { events?.completeSavePath($0) ?? $0 }) else { return false }
        action.tell(events)
        return true
    }
}
