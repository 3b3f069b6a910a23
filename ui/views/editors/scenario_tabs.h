// The editor tabs of a scenario: workloads, hardware, sites, rental offers, finance & policy,
// plans. Each is a composition of list editors and forms over the current scenario.
#pragma once

#include <QWidget>

namespace fleetcost::ui {

class Session;

QWidget* createHardwareTab(Session* session, QWidget* parent);
QWidget* createSitesTab(Session* session, QWidget* parent);
QWidget* createOffersTab(Session* session, QWidget* parent);
QWidget* createFinanceTab(Session* session, QWidget* parent);
QWidget* createPlansTab(Session* session, QWidget* parent);

}  // namespace fleetcost::ui
