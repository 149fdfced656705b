import Entities

/// Each comment's pieces (its header, its body, its reactions) made once per load: a page of
/// comments arriving shows the conversation again without making the earlier comments' pieces
/// again (a 500-comment issue arrives in five pages). A comment that changed is made again.
final class CommentPieces {
    private var made: [Int: (comment: IssueComment, pieces: [IssuePiece])] = [:]

    /// `comment`'s pieces, made by `make` unless they were made for the same comment before.
    func pieces(of comment: IssueComment, make: (IssueComment) -> [IssuePiece]) -> [IssuePiece] {
        if let kept = made[comment.id], kept.comment == comment { return kept.pieces }
        let pieces = make(comment)
        made[comment.id] = (comment, pieces)
        return pieces
    }

    /// Forgets every comment's pieces (a refresh: the times in their headers are made again).
    func removeAll() {
        made = [:]
    }
}
