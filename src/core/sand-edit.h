/* sand-edit.h: every undoable edit of a scenario, applied through its SandHistory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-history.h"
#include "sand-edit-list.h"
#include "sand-edit-property.h"
#include "sand-edit-geometry.h"
#include "sand-edit-backdrop.h"
#include "sand-edit-play.h"
