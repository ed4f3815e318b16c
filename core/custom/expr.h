// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whole-number expressions of a kernel spec: a buffer's element count, a launch size or a scalar argument may
// depend on the spec's parameters ("N * STRIDE", "(N + 63) / 64 * 64"). Integers, parameter names, + - * / %
// and parentheses; 64-bit signed arithmetic where overflow and division by zero are errors, never wrap.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace coalesce::custom {

class Expr {
public:
    Expr() = default;
    /// Parses `text`; throws Error(InvalidParameter) "<what>: ..." on a syntax error.
    static Expr parse(const std::string& text, const std::string& what);
    /// A constant.
    static Expr constant(int64_t value);

    /// Parameter names the expression uses.
    std::vector<std::string> names() const;
    /// Evaluates with these parameter values; throws Error(InvalidParameter) on an unknown name, overflow or
    /// division by zero, naming `m_what`.
    int64_t eval(const std::map<std::string, int64_t>& values) const;
    /// The text as written ("64" for a constant).
    const std::string& text() const { return m_text; }
    bool isConstant() const { return m_tokens.size() == 1 && m_tokens[0].kind == Token::Number; }

private:
    struct Token {
        enum Kind { Number, Name, Op, Open, Close } kind = Number;
        int64_t value = 0;
        std::string name; // Name, or the operator character
    };
    std::string m_text;
    std::string m_what;
    std::vector<Token> m_tokens;
    friend class ExprEval;
};

} // namespace coalesce::custom
