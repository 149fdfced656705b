// The decoders' work done by simdjson (on-demand), for Benchmarks/README.md "simdjson against the one reader".
// Build: apt-get install libsimdjson-dev; g++ -O2 -std=c++17 Benchmarks/simdjson/decode.cpp -lsimdjson -o /tmp/simdjson-decode
#include <simdjson.h>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include <optional>
#include <ctime>
using namespace simdjson;

struct Owner { std::string login; int64_t id; std::string avatar; std::string html; };
struct Repo {
  int64_t id; std::string name, full_name, html_url; Owner owner; bool fork;
  int64_t stars, forks, open_issues; std::optional<bool> priv, archived;
  std::optional<std::string> description, clone_url, homepage, language, default_branch, visibility, license_key, license_name;
  std::optional<int64_t> watchers, subscribers; std::vector<std::string> topics;
  int64_t created, updated, pushed;
};
struct Entry { std::string path, mode, type, sha; std::optional<int64_t> size; };

static int64_t parse_date(std::string_view s) { // 2024-01-02T03:04:05Z → seconds
  if (s.size() < 20) return 0;
  auto d2=[&](int i){return (s[i]-'0')*10+(s[i+1]-'0');};
  int64_t y=d2(0)*100+d2(2); unsigned m=d2(5), d=d2(8);
  y -= m <= 2; int64_t era = (y >= 0 ? y : y-399) / 400; unsigned yoe = (unsigned)(y - era * 400);
  unsigned doy = (153*(m + (m > 2 ? -3 : 9)) + 2)/5 + d-1; unsigned doe = yoe * 365 + yoe/4 - yoe/100 + doy;
  int64_t days = era * 146097 + (int64_t)doe - 719468;
  return days*86400 + d2(11)*3600 + d2(14)*60 + d2(17);
}
static std::optional<std::string> ostr(ondemand::value v) {
  if (v.is_null()) return std::nullopt; std::string_view s = v.get_string(); return std::string(s);
}

static size_t search(ondemand::parser &p, padded_string &json) {
  std::vector<Repo> repos;
  ondemand::document doc = p.iterate(json);
  int64_t total = 0; bool incomplete = false;
  for (auto field : doc.get_object()) {
    std::string_view key = field.unescaped_key();
    if (key == "total_count") total = field.value().get_int64();
    else if (key == "incomplete_results") incomplete = field.value().get_bool();
    else if (key == "items") {
      for (ondemand::object item : field.value().get_array()) {
        Repo r{};
        for (auto f : item) {
          std::string_view k = f.unescaped_key(); ondemand::value v = f.value();
          if (k == "id") r.id = v.get_int64();
          else if (k == "name") r.name = std::string(std::string_view(v.get_string()));
          else if (k == "full_name") r.full_name = std::string(std::string_view(v.get_string()));
          else if (k == "owner") {
            for (auto o : v.get_object()) { std::string_view ok = o.unescaped_key();
              if (ok == "login") r.owner.login = std::string(std::string_view(o.value().get_string()));
              else if (ok == "id") r.owner.id = o.value().get_int64();
              else if (ok == "avatar_url") r.owner.avatar = std::string(std::string_view(o.value().get_string()));
              else if (ok == "html_url") r.owner.html = std::string(std::string_view(o.value().get_string())); }
          }
          else if (k == "fork") r.fork = v.get_bool();
          else if (k == "html_url") r.html_url = std::string(std::string_view(v.get_string()));
          else if (k == "stargazers_count") r.stars = v.get_int64();
          else if (k == "forks_count") r.forks = v.get_int64();
          else if (k == "open_issues_count") r.open_issues = v.get_int64();
          else if (k == "private") r.priv = v.get_bool();
          else if (k == "description") r.description = ostr(v);
          else if (k == "clone_url") r.clone_url = ostr(v);
          else if (k == "homepage") r.homepage = ostr(v);
          else if (k == "watchers_count") r.watchers = v.get_int64();
          else if (k == "subscribers_count") r.subscribers = v.get_int64();
          else if (k == "language") r.language = ostr(v);
          else if (k == "topics") { for (auto t : v.get_array()) r.topics.emplace_back(std::string_view(t.get_string())); }
          else if (k == "default_branch") r.default_branch = ostr(v);
          else if (k == "license") { if (!v.is_null()) for (auto o : v.get_object()) { std::string_view lk = o.unescaped_key();
              if (lk == "key") r.license_key = ostr(o.value()); else if (lk == "name") r.license_name = ostr(o.value()); } }
          else if (k == "visibility") r.visibility = ostr(v);
          else if (k == "archived") r.archived = v.get_bool();
          else if (k == "created_at") r.created = parse_date(v.get_string());
          else if (k == "updated_at") r.updated = parse_date(v.get_string());
          else if (k == "pushed_at") { if (!v.is_null()) r.pushed = parse_date(v.get_string()); }
        }
        repos.push_back(std::move(r));
      }
    }
  }
  return repos.size() + (size_t)total + incomplete;
}

static size_t tree(ondemand::parser &p, padded_string &json) {
  std::vector<Entry> entries; std::string sha; bool truncated = false;
  ondemand::document doc = p.iterate(json);
  for (auto field : doc.get_object()) {
    std::string_view key = field.unescaped_key();
    if (key == "sha") sha = std::string(std::string_view(field.value().get_string()));
    else if (key == "truncated") truncated = field.value().get_bool();
    else if (key == "tree") {
      for (ondemand::object item : field.value().get_array()) {
        Entry e;
        for (auto f : item) { std::string_view k = f.unescaped_key();
          if (k == "path") e.path = std::string(std::string_view(f.value().get_string()));
          else if (k == "mode") e.mode = std::string(std::string_view(f.value().get_string()));
          else if (k == "type") e.type = std::string(std::string_view(f.value().get_string()));
          else if (k == "sha") e.sha = std::string(std::string_view(f.value().get_string()));
          else if (k == "size") e.size = f.value().get_int64(); }
        entries.push_back(std::move(e));
      }
    }
  }
  return entries.size() + truncated;
}

static size_t readme(ondemand::parser &p, padded_string &json) {
  std::string content, name, path, encoding;
  ondemand::document doc = p.iterate(json);
  for (auto field : doc.get_object()) { std::string_view k = field.unescaped_key();
    if (k == "content") content = std::string(std::string_view(field.value().get_string()));
    else if (k == "name") name = std::string(std::string_view(field.value().get_string()));
    else if (k == "path") path = std::string(std::string_view(field.value().get_string()));
    else if (k == "encoding") encoding = std::string(std::string_view(field.value().get_string())); }
  return content.size();
}

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: bench KIND FILE N\n"); return 2; }
  std::string kind = argv[1]; padded_string json = padded_string::load(argv[2]); int n = atoi(argv[3]);
  ondemand::parser parser; size_t sum = 0;
  for (int i = 0; i < n; i++) {
    if (kind == "search") sum += search(parser, json);
    else if (kind == "tree") sum += tree(parser, json);
    else if (kind == "readme") sum += readme(parser, json);
  }
  printf("%zu %s\n", sum, simdjson::get_active_implementation()->name().c_str());
  return 0;
}
