/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Placeholder: the cgroup helper is being written (issue 5). */
#ifndef TST_CGROUP_H
#define TST_CGROUP_H
#endif
