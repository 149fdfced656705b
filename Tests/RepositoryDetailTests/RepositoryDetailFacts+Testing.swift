import ReadingLayout
import RepositoryDetailPresenter

extension RepositoryDetailViewModel {
    /// Every fact's label and first value line in reading order: the first screen's (a fact
    /// beside another after it), then those after the README.
    var facts: [(label: String, value: String)] {
        (lines + moreLines).flatMap { line -> [(label: String, value: String)] in
            var facts: [(label: String, value: String)] = []
            if line.role == .field, !line.label.isEmpty { facts.append((line.label, line.text)) }
            if let beside = line.beside { facts.append((beside.label, beside.text)) }
            return facts
        }
    }

    /// The value of the fact labelled `label`, nil when it is not shown.
    func value(_ label: String) -> String? {
        facts.first { $0.label == label }?.value
    }

    /// The facts' labels in reading order.
    var factLabels: [String] { facts.map(\.label) }
}
