// SPDX-License-Identifier: GPL-3.0-or-later
// A recursive-descent evaluator over the tokens (expr := term {+|- term}; term := unary {*|/|% unary};
// unary := [-] atom; atom := number | name | ( expr )). Parsing evaluates once with every name set to 1, so a
// syntax error is reported when the spec is read.
#include "core/custom/expr.h"

#include "core/errors.h"

#include <cctype>
#include <limits>
#include <set>

namespace coalesce::custom {

namespace {

constexpr size_t kMaxExprChars = 256;

[[noreturn]] void fail(const std::string& what, const std::string& text, const std::string& why)
{
    throw Error(ErrorKind::InvalidParameter, what + ": \"" + text + "\": " + why);
}

} // namespace

class ExprEval {
public:
    ExprEval(const Expr& e, const std::map<std::string, int64_t>* values) : m_e(e), m_values(values) {}

    int64_t run()
    {
        if (m_e.m_tokens.empty())
            fail(m_e.m_what, m_e.m_text, "empty expression");
        const int64_t v = expr();
        if (m_pos != m_e.m_tokens.size())
            fail(m_e.m_what, m_e.m_text, "unexpected text after the expression");
        return v;
    }

private:
    using Token = Expr::Token;

    const Token* peek() const { return m_pos < m_e.m_tokens.size() ? &m_e.m_tokens[m_pos] : nullptr; }
    bool isOp(char c) const
    {
        const Token* t = peek();
        return t && t->kind == Token::Op && t->name[0] == c;
    }

    int64_t expr()
    {
        int64_t v = term();
        while (isOp('+') || isOp('-')) {
            const char op = m_e.m_tokens[m_pos++].name[0];
            const int64_t r = term();
            int64_t out = 0;
            if (op == '+' ? __builtin_add_overflow(v, r, &out) : __builtin_sub_overflow(v, r, &out))
                fail(m_e.m_what, m_e.m_text, "the value overflows");
            v = out;
        }
        return v;
    }

    int64_t term()
    {
        int64_t v = unary();
        while (isOp('*') || isOp('/') || isOp('%')) {
            const char op = m_e.m_tokens[m_pos++].name[0];
            const int64_t r = unary();
            if (op == '*') {
                int64_t out = 0;
                if (__builtin_mul_overflow(v, r, &out))
                    fail(m_e.m_what, m_e.m_text, "the value overflows");
                v = out;
            } else {
                if (r == 0)
                    fail(m_e.m_what, m_e.m_text, "division by zero");
                if (v == std::numeric_limits<int64_t>::min() && r == -1)
                    fail(m_e.m_what, m_e.m_text, "the value overflows");
                v = op == '/' ? v / r : v % r;
            }
        }
        return v;
    }

    int64_t unary()
    {
        if (isOp('-')) {
            ++m_pos;
            const int64_t v = unary();
            if (v == std::numeric_limits<int64_t>::min())
                fail(m_e.m_what, m_e.m_text, "the value overflows");
            return -v;
        }
        return atom();
    }

    int64_t atom()
    {
        if (++m_depth > 32)
            fail(m_e.m_what, m_e.m_text, "too deeply nested");
        const Token* t = peek();
        if (!t)
            fail(m_e.m_what, m_e.m_text, "the expression ends early");
        ++m_pos;
        int64_t v = 0;
        switch (t->kind) {
        case Token::Number:
            v = t->value;
            break;
        case Token::Name: {
            if (!m_values) {
                v = 1;
                break;
            }
            auto it = m_values->find(t->name);
            if (it == m_values->end())
                fail(m_e.m_what, m_e.m_text, "unknown parameter \"" + t->name + "\"");
            v = it->second;
            break;
        }
        case Token::Open:
            v = expr();
            if (!peek() || peek()->kind != Token::Close)
                fail(m_e.m_what, m_e.m_text, "missing \")\"");
            ++m_pos;
            break;
        default:
            fail(m_e.m_what, m_e.m_text, "unexpected \"" + t->name + "\"");
        }
        --m_depth;
        return v;
    }

    const Expr& m_e;
    const std::map<std::string, int64_t>* m_values;
    size_t m_pos = 0;
    int m_depth = 0;
};

Expr Expr::parse(const std::string& text, const std::string& what)
{
    Expr e;
    e.m_text = text;
    e.m_what = what;
    if (text.size() > kMaxExprChars)
        fail(what, text.substr(0, 32) + "...", "longer than " + std::to_string(kMaxExprChars) + " characters");
    size_t i = 0;
    while (i < text.size()) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (std::isspace(c)) {
            ++i;
        } else if (std::isdigit(c)) {
            int64_t v = 0;
            while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
                if (__builtin_mul_overflow(v, int64_t(10), &v) || __builtin_add_overflow(v, text[i] - '0', &v))
                    fail(what, text, "a number is too large");
                ++i;
            }
            e.m_tokens.push_back({Token::Number, v, {}});
        } else if (std::isalpha(c) || c == '_') {
            const size_t start = i;
            while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_'))
                ++i;
            e.m_tokens.push_back({Token::Name, 0, text.substr(start, i - start)});
        } else if (c == '+' || c == '-' || c == '*' || c == '/' || c == '%') {
            e.m_tokens.push_back({Token::Op, 0, std::string(1, char(c))});
            ++i;
        } else if (c == '(' || c == ')') {
            e.m_tokens.push_back({c == '(' ? Token::Open : Token::Close, 0, std::string(1, char(c))});
            ++i;
        } else {
            fail(what, text, std::string("unexpected character '") + char(c) + "'");
        }
    }
    ExprEval(e, nullptr).run(); // syntax check (names as 1)
    return e;
}

Expr Expr::constant(int64_t value)
{
    Expr e;
    e.m_text = std::to_string(value);
    e.m_tokens.push_back({Token::Number, value, {}});
    if (value < 0) { // keep the text parseable: a unary minus
        e.m_tokens = {{Token::Op, 0, "-"}, {Token::Number, -value, {}}};
    }
    return e;
}

std::vector<std::string> Expr::names() const
{
    std::set<std::string> seen;
    std::vector<std::string> out;
    for (const Token& t : m_tokens)
        if (t.kind == Token::Name && seen.insert(t.name).second)
            out.push_back(t.name);
    return out;
}

int64_t Expr::eval(const std::map<std::string, int64_t>& values) const
{
    return ExprEval(*this, &values).run();
}

} // namespace coalesce::custom
