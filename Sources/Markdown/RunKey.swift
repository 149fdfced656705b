/// How a run looks (role, style, link), the test for merging neighbours into one run.
struct RunKey: Equatable {
    var roleCode: UInt8
    var style: SpanStyle
    /// The document link, -1 for none.
    var link: Int32

    static let none = RunKey(roleCode: 0xFF, style: [], link: -1)

    init(roleCode: UInt8, style: SpanStyle, link: Int32) {
        self.roleCode = roleCode
        self.style = style
        self.link = link
    }

    init(role: RunRole, style: SpanStyle = [], link: Int? = nil) {
        self.init(roleCode: role.code, style: style, link: link.map { Int32(clamping: $0) } ?? -1)
    }

    init(_ run: StyledRun) {
        self.init(role: run.role, style: run.style, link: run.link)
    }

    var role: RunRole { RunRole(code: roleCode) }

    /// `StyledRun.styleKey` of a run that looks like this.
    var styleKey: Int {
        (Int(roleCode & 0x1F) << 6 | Int(style.rawValue & 0x1F)) << 1 | (link < 0 ? 0 : 1)
    }
}
