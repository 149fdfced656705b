#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import TextCells

/// Workflow runs as rows of the list, every GitHub string sanitized.
enum WorkflowRunRows {
    static func row(_ run: WorkflowRun, now: Date) -> WorkflowRunRow {
        WorkflowRunRow(mark: RunMark(run.outcome), workflow: TextSanitizer.singleLine(run.workflowName),
                       number: "#\(run.runNumber)", event: TextSanitizer.singleLine(run.event),
                       branch: TextSanitizer.singleLine(run.headBranch ?? ""),
                       duration: RunDuration.text(run.durationSeconds),
                       age: (run.createdAt).map { DateText.relative($0, now: now) } ?? "",
                       title: TextSanitizer.singleLine(run.title))
    }
}
