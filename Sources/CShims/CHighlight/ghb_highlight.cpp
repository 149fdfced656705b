// ghb_highlight: the C interface over KSyntaxHighlighting (see include/ghb_highlight.h).
#include "ghb_highlight.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QByteArray>
#include <QMimeDatabase>
#include <QMimeType>
#include <QString>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

namespace {

using namespace KSyntaxHighlighting;

// Repositories of syntax definitions, each lent to one highlighter at a time. KSyntaxHighlighting
// loads a definition (and those it includes) lazily on first use and keeps per-definition caches
// it writes while highlighting, all inside the repository: two highlighters on two threads must
// not share one. Usually one file is highlighted at a time, so one warm repository is reused; a
// second one is made (a few ms) only while another highlighter still lives (a file just left).
class RepositoryPool {
public:
    Repository *borrow() {
        {
            std::lock_guard<std::mutex> guard(lock);
            if (!idle.empty()) {
                Repository *repository = idle.back();
                idle.pop_back();
                return repository;
            }
        }
        return new Repository();
    }

    void giveBack(Repository *repository) {
        std::lock_guard<std::mutex> guard(lock);
        idle.push_back(repository);
    }

private:
    std::mutex lock;
    std::vector<Repository *> idle;
};

// Every call that touches Qt goes through the gate; ghb_highlight_close shuts it for good once
// the calls inside have left. A process must not run Qt's exit-time destructors while another
// thread is inside Qt (starting it, say, for a warm-up): that deadlocks or aborts. atexit cannot
// order this (statics Qt constructs lazily register their destructors after any handler of
// ours), so the exiting side closes the gate itself before it exits.
class ExitGate {
public:
    void enter() {
        std::unique_lock<std::mutex> guard(lock);
        changed.wait(guard, [this] { return !closed; });  // closed: waits until the process ends
        ++inside;
    }

    void leave() {
        std::lock_guard<std::mutex> guard(lock);
        if (--inside == 0) changed.notify_all();
    }

    void close() {
        std::unique_lock<std::mutex> guard(lock);
        closed = true;
        changed.wait(guard, [this] { return inside == 0; });
    }

private:
    std::mutex lock;
    std::condition_variable changed;
    int inside = 0;
    bool closed = false;
};

ExitGate &exitGate() {
    static ExitGate *shared = new ExitGate();  // never destroyed: it must outlive exit
    return *shared;
}

// Holds the gate for one call.
struct InsideGate {
    InsideGate() { exitGate().enter(); }
    ~InsideGate() { exitGate().leave(); }
    InsideGate(const InsideGate &) = delete;
    InsideGate &operator=(const InsideGate &) = delete;
};

RepositoryPool &repositories() {
    static RepositoryPool *shared = new RepositoryPool();
    return *shared;
}

uint64_t nowNanoseconds() {
    return static_cast<uint64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

uint32_t rgb(const QColor &color) {
    return static_cast<uint32_t>(color.rgb()) & 0xFFFFFFu;
}

// Collects the spans of one line in UTF-16 offsets, as KSyntaxHighlighting reports them, each
// with its style looked up in the theme once per format (a format's id is unique within the
// repository, and the theme is the highlighter's for its life): not seven theme lookups a span.
class SpanCollector : public AbstractHighlighter {
public:
    struct Raw {
        int offset;
        int length;
        // Index in `styles`.
        uint32_t style;
    };

    std::vector<Raw> raw;
    // Each format's style as a span without its offset and length.
    std::vector<ghb_span> styles;

    State highlight(QStringView text, const State &state) {
        raw.clear();
        lineStyles.clear();
        return highlightLine(text, state);
    }

    void useTheme(const Theme &newTheme) {
        setTheme(newTheme);
        lookupTheme = newTheme;
        styles.clear();
        styleOfFormat.clear();
    }

protected:
    void applyFormat(int offset, int length, const Format &format) override {
        if (length > 0) raw.push_back(Raw{offset, length, styleIndex(format)});
    }

private:
    Theme lookupTheme;
    // Format id → index in `styles` plus one (0: not looked up yet). Id 0 (no format) is looked
    // up every time.
    std::vector<uint32_t> styleOfFormat;

    uint32_t styleIndex(const Format &format) {
        const size_t id = format.id();
        if (id != 0 && id < styleOfFormat.size() && styleOfFormat[id] != 0) return styleOfFormat[id] - 1;
        ghb_span span{};
        span.has_foreground = format.hasTextColor(lookupTheme) ? 1 : 0;
        span.foreground = span.has_foreground ? rgb(format.textColor(lookupTheme)) : 0;
        span.has_background = format.hasBackgroundColor(lookupTheme) ? 1 : 0;
        span.background = span.has_background ? rgb(format.backgroundColor(lookupTheme)) : 0;
        span.bold = format.isBold(lookupTheme) ? 1 : 0;
        span.italic = format.isItalic(lookupTheme) ? 1 : 0;
        span.underline = format.isUnderline(lookupTheme) ? 1 : 0;
        span.reserved[0] = 0;
        span.style = static_cast<uint16_t>(format.textStyle());
        styles.push_back(span);
        const uint32_t index = static_cast<uint32_t>(styles.size() - 1);
        if (id != 0) {
            if (id >= styleOfFormat.size()) styleOfFormat.resize(id + 1, 0);
            styleOfFormat[id] = index + 1;
        } else {
            // Not kept past the line: looked up again for every span without a format id.
            styles.pop_back();
            lineStyles.push_back(span);
            return lineStyleBit | static_cast<uint32_t>(lineStyles.size() - 1);
        }
        return index;
    }

public:
    // A Raw's style with this bit is an index in `lineStyles`, the line's spans with no format id.
    static constexpr uint32_t lineStyleBit = 0x80000000u;
    std::vector<ghb_span> lineStyles;

    const ghb_span &style(uint32_t index) const {
        return (index & lineStyleBit) ? lineStyles[index & ~lineStyleBit] : styles[index];
    }
};

// The definition for a shebang's interpreter (`#!/usr/bin/env python3` → Python), by name.
Definition definitionForShebang(Repository &repo, const QString &firstLine) {
    if (!firstLine.startsWith(QLatin1String("#!"))) return Definition();
    QStringList words = firstLine.mid(2).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty()) return Definition();
    QString program = words.first().section(QLatin1Char('/'), -1);
    if (program == QLatin1String("env") && words.size() > 1) program = words.at(1);
    while (!program.isEmpty() && (program.back().isDigit() || program.back() == QLatin1Char('.'))) program.chop(1);
    static const char *const names[][2] = {
        {"sh", "Bash"}, {"bash", "Bash"}, {"zsh", "Zsh"}, {"dash", "Bash"}, {"ksh", "Bash"}, {"fish", "Fish"},
        {"python", "Python"}, {"ruby", "Ruby"}, {"perl", "Perl"}, {"node", "JavaScript"}, {"php", "PHP/PHP"},
        {"lua", "Lua"}, {"tclsh", "Tcl/Tk"}, {"awk", "AWK"}, {"gawk", "AWK"}, {"make", "Makefile"},
    };
    for (const auto &pair : names) {
        if (program == QLatin1String(pair[0])) return repo.definitionForName(QString::fromLatin1(pair[1]));
    }
    return Definition();
}

}  // namespace

struct ghb_state {
    State state;
};

struct ghb_highlighter {
    // Borrowed from the pool for the highlighter's life; given back after the definition and
    // theme that point into it are gone.
    Repository *repository = nullptr;
    SpanCollector *collector = new SpanCollector();
    Theme theme;
    std::string definitionName;
    // UTF-16 offset → UTF-8 byte offset for the current line, kept between lines.
    std::vector<uint32_t> utf8Offsets;
    ghb_budget budget{GHB_DEFAULT_LINE_BYTES, GHB_DEFAULT_LINE_NANOSECONDS, GHB_DEFAULT_FILE_NANOSECONDS};
    uint64_t spent = 0;

    ~ghb_highlighter() {
        delete collector;
        theme = Theme();
        if (repository) repositories().giveBack(repository);
    }
};

extern "C" {

int ghb_highlight_interface_version(void) {
    return GHB_HIGHLIGHT_INTERFACE_VERSION;
}

void ghb_highlight_close(void) {
    exitGate().close();
}

ghb_highlighter *ghb_highlighter_create(const char *file_name, const char *first_line, size_t first_line_length,
                                        const char *theme_name) {
    InsideGate inside;
    Repository *borrowed = repositories().borrow();
    Repository &repo = *borrowed;
    const QString name = QString::fromUtf8(file_name ? file_name : "");
    Definition definition = repo.definitionForFileName(name);
    QString firstLine;
    if (first_line) firstLine = QString::fromUtf8(first_line, static_cast<int>(first_line_length));
    if (!definition.isValid() && !firstLine.isEmpty()) definition = definitionForShebang(repo, firstLine);
    if (!definition.isValid() && first_line && first_line_length > 0) {
        // Then by content, as the shared MIME database recognises it (`<?xml`, `%PDF`, …).
        QMimeDatabase mimes;
        const QMimeType type =
            mimes.mimeTypeForData(QByteArray(first_line, static_cast<int>(first_line_length)));
        if (type.isValid() && !type.isDefault()) definition = repo.definitionForMimeType(type.name());
    }
    if (!definition.isValid()) {
        repositories().giveBack(borrowed);
        return nullptr;
    }
    auto *highlighter = new ghb_highlighter();
    highlighter->repository = borrowed;
    Theme theme = repo.theme(QString::fromUtf8(theme_name ? theme_name : ""));
    if (!theme.isValid()) theme = repo.defaultTheme(Repository::DarkTheme);
    highlighter->theme = theme;
    highlighter->collector->setDefinition(definition);
    highlighter->collector->useTheme(theme);
    highlighter->definitionName = definition.name().toStdString();
    return highlighter;
}

void ghb_highlighter_free(ghb_highlighter *highlighter) {
    InsideGate inside;
    delete highlighter;
}

void ghb_highlighter_set_budget(ghb_highlighter *highlighter, ghb_budget budget) {
    if (!highlighter) return;
    highlighter->budget = budget;
    highlighter->spent = 0;
}

uint64_t ghb_highlighter_spent_nanoseconds(const ghb_highlighter *highlighter) {
    return highlighter ? highlighter->spent : 0;
}

const char *ghb_highlighter_definition_name(const ghb_highlighter *highlighter) {
    return highlighter ? highlighter->definitionName.c_str() : "";
}

uint32_t ghb_highlighter_text_color(const ghb_highlighter *highlighter) {
    InsideGate inside;
    if (!highlighter) return 0;
    return static_cast<uint32_t>(highlighter->theme.textColor(Theme::Normal)) & 0xFFFFFFu;
}

uint32_t ghb_highlighter_background_color(const ghb_highlighter *highlighter) {
    InsideGate inside;
    if (!highlighter) return 0;
    return static_cast<uint32_t>(highlighter->theme.editorColor(Theme::BackgroundColor)) & 0xFFFFFFu;
}

ghb_state *ghb_state_initial(void) {
    InsideGate inside;
    return new ghb_state();
}

void ghb_state_free(ghb_state *state) {
    InsideGate inside;
    delete state;
}

ghb_state *ghb_highlight_line(ghb_highlighter *highlighter, const ghb_state *state, const char *line, size_t length,
                              ghb_span *spans, size_t capacity, size_t *count, int *outcome) {
    InsideGate inside;
    if (count) *count = 0;
    if (outcome) *outcome = GHB_LINE_HIGHLIGHTED;
    if (!highlighter || (!line && length > 0)) return nullptr;
    const ghb_budget &budget = highlighter->budget;
    // Given up before starting: the state passes through the line unchanged.
    const bool tooLong = budget.line_bytes > 0 && length > budget.line_bytes;
    const bool spentAlready = budget.file_nanoseconds > 0 && highlighter->spent >= budget.file_nanoseconds;
    if (tooLong || spentAlready) {
        if (outcome) *outcome = tooLong ? GHB_LINE_TOO_LONG : GHB_LINE_FILE_BUDGET_SPENT;
        return new ghb_state{state ? state->state : State()};
    }

    const uint64_t start = nowNanoseconds();
    const QString text = QString::fromUtf8(line ? line : "", static_cast<int>(length));
    const State startState = state ? state->state : State();
    State end = highlighter->collector->highlight(QStringView(text), startState);
    const uint64_t took = nowNanoseconds() - start;
    highlighter->spent += took;
    if (budget.line_nanoseconds > 0 && took > budget.line_nanoseconds) {
        // Too slow: drawn plain; the state it ended in is still the right one for the next line.
        if (outcome) *outcome = GHB_LINE_TOO_SLOW;
        return new ghb_state{end};
    }

    // UTF-16 offset → UTF-8 byte offset, one entry per UTF-16 unit plus the end (the identity for
    // ASCII, which needs no table).
    const int units = static_cast<int>(text.size());
    const bool ascii = static_cast<size_t>(units) == length;
    std::vector<uint32_t> &utf8Offsets = highlighter->utf8Offsets;
    if (!ascii) {
        utf8Offsets.assign(static_cast<size_t>(units) + 1, 0);
        uint32_t bytes = 0;
        for (int unit = 0; unit < units; ++unit) {
            utf8Offsets[static_cast<size_t>(unit)] = bytes;
            const char16_t code = text.at(unit).unicode();
            if (code < 0x80) bytes += 1;
            else if (code < 0x800) bytes += 2;
            else if (code >= 0xD800 && code <= 0xDBFF) bytes += 4;  // a surrogate pair: 4 bytes, counted on the high half
            else if (code >= 0xDC00 && code <= 0xDFFF) bytes += 0;
            else bytes += 3;
        }
        utf8Offsets[static_cast<size_t>(units)] = bytes;
    }
    auto byteOffset = [&](int unit) -> uint32_t {
        return ascii ? static_cast<uint32_t>(unit) : utf8Offsets[static_cast<size_t>(unit)];
    };

    const SpanCollector &collector = *highlighter->collector;
    // Invalid UTF-8 became U+FFFD (3 bytes counted for 1 in the line): offsets past the line
    // are held to it, so a span never leaves its line (found by FuzzHighlight).
    const uint32_t lineBytes = static_cast<uint32_t>(std::min<size_t>(length, UINT32_MAX));
    size_t written = 0;
    for (const auto &raw : collector.raw) {
        const int from = std::max(0, std::min(raw.offset, units));
        const int to = std::max(from, std::min(raw.offset + raw.length, units));
        if (to == from) continue;
        const uint32_t fromByte = std::min(byteOffset(from), lineBytes);
        const uint32_t toByte = std::min(byteOffset(to), lineBytes);
        if (toByte <= fromByte) continue;
        if (written < capacity && spans) {
            ghb_span &span = spans[written];
            span = collector.style(raw.style);
            span.offset = fromByte;
            span.length = toByte - fromByte;
        }
        ++written;
    }
    if (count) *count = written;
    return new ghb_state{end};
}

}  // extern "C"
