// SPDX-License-Identifier: GPL-3.0-or-later
// Words for atomic requests in the pattern view (see patternatomics.h).
#include "ui/patternatomics.h"

#include "ui/patternview.h"

namespace coalesce::ui {

void addAtomicTexts(const PatternScene& s, PatternTexts& t)
{
    // Counter 1 is the live phase counter and 2 the bytes of the picture; 0 and 3 carry the atomic counts.
    t.captions[0] = PatternView::tr("distinct atomic addresses");
    t.values[0] = QString::number(s.distinctAddresses);
    t.bad[0] = false;
    t.captions[3] = PatternView::tr("lanes on one address (serialised)");
    t.values[3] = QString::number(s.sameAddressLanes);
    t.bad[3] = s.sameAddressLanes > 1;
    t.legend.push_back({LegendSwatch::Conflict, PatternView::tr("atomics on one address are applied one "
                                                                "after another")});
}

} // namespace coalesce::ui
